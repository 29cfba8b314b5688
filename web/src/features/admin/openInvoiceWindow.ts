/**
 * Shows the server's invoice HTML in the window opened for it (800x600, spec 3 §9). A blob URL keeps the invoice
 * in its own document, so its styles and scripts never touch the app.
 */
export function openInvoiceWindow(win: Window | null, html: string): void {
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
  if (win && !win.closed) win.location.href = url;
  else window.open(url, '_blank', 'width=800,height=600');
  // the window has loaded it well before this; the URL need not outlive it
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
