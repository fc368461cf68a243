/** The fields a 422 reply names, sorted: what a test of bad input compares. */
export function errorFields(reply: { json(): unknown }): string[] {
  return (reply.json() as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
}
