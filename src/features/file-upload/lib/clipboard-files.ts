/**
 * The files of a paste. `files` holds them in every current browser; `items` is read as well
 * because some browsers put a pasted screenshot only there. Text, HTML and links are not files.
 */
export function filesOfClipboard(data: Pick<DataTransfer, 'files' | 'items'> | null | undefined): File[] {
  if (!data) return [];
  const files = Array.from(data.files ?? []);
  if (files.length > 0) return files;
  return Array.from(data.items ?? [])
    .filter((item) => item.kind === 'file')
    .map((item) => item.getAsFile())
    .filter((file): file is File => file !== null);
}
