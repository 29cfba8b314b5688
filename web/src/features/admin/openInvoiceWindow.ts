/**
 * Shows the server's invoice HTML in the window opened for it (800x600, spec 3 §9), inside an iframe sandboxed without
 * scripts and without the app's origin: whatever the invoice holds (a company name is user text) runs nowhere and can
 * read nothing of the app (its session, its storage). The browser's own Print prints it.
 */
export function openInvoiceWindow(win: Window | null, html: string): void {
  const target = win && !win.closed ? win : window.open('', '_blank', 'width=800,height=600');
  if (!target) return;
  const doc = target.document;
  doc.title = 'Invoice';
  doc.body.style.margin = '0';
  const frame = doc.createElement('iframe');
  frame.title = 'Invoice';
  // no allow-scripts, no allow-same-origin: an opaque origin that runs nothing
  frame.setAttribute('sandbox', 'allow-modals allow-popups');
  frame.style.cssText = 'border:0;width:100vw;height:100vh;display:block';
  frame.srcdoc = html;
  doc.body.replaceChildren(frame);
}
