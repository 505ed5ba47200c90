/** Saves text made on the device as a file (an .ics for the calendar): no server round trip, works offline. */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
