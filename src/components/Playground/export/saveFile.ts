/** Hands a file made in the page to the browser's download, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has taken it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
