/**
 * One ZPL text field at (x, y). Field data goes through ^FH so that a '^' or '~' in a model name or phone number
 * cannot end the field or start a printer command.
 */
export function zplField(x: number, y: number, height: number, text: string): string {
  const data = text.replace(/[_^~\\]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `^FO${x},${y}^A0N,${height},${height}^FH_^FD${data}^FS`;
}
