/** Has the browser save a file the app fetched itself (with a token a plain link would not carry). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The file name a reply's Content-Disposition gives, or `fallback`. */
export const fileNameOf = (response: Response, fallback: string): string =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
