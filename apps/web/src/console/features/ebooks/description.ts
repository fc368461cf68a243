/** A description stored as plain paragraphs is edited as the text it was typed as; other HTML stays as it is. */
export function plainDescription(html: string): string {
  if (!/^(<p>[\s\S]*?<\/p>)+$/.test(html) || /<(?!\/?(p|br)\b)/i.test(html)) return html;
  return html
    .replace(/<\/p>\s*<p>/g, '\n\n')
    .replace(/<\/?p>/g, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
