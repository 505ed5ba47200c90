/** Saves a file made on the device (an .ics, the ticket's PNG): no server round trip, works offline. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(fileName: string, text: string, type: string) {
  downloadBlob(fileName, new Blob([text], { type }));
}
