/**
 * Fetches a generated file through its signed link as a download: the link answers as an
 * attachment, so the page stays where it is, and the browser names the file as the server does.
 */
export function downloadFile(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
