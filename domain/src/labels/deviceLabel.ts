import { dots, type LabelDevice, type LabelOptions } from './labelOptions';
import { zplField } from './zplField';

export const INSTALL_NOTE = ['INSTALL PER SF-C001', 'SEE INSTRUCTIONS'] as const;

type Variant = 'qr' | 'install' | 'plain';

/** Spec 3 §3 Label content: which layout each model gets. G1N-U carries the QR code; G1N and G1N-B1 the install note. */
function variantOf(model: string | null): { variant: Variant; width: number } {
  switch (model) {
    case 'G1N-U':
      return { variant: 'qr', width: 300 };
    case 'G1N':
    case 'G1N-B1':
      return { variant: 'install', width: 300 };
    case 'S1-U':
      return { variant: 'plain', width: 301 };
    default:
      return { variant: 'plain', width: 300 };
  }
}

/**
 * The ZPL of one device's label (spec 3 §3): id, PIN and model on every variant; the QR variant adds the
 * manufacturing date, a QR code of the device id and that date, the support phone and 'MADE IN USA'. One copy.
 */
export function deviceLabel(device: LabelDevice, options: LabelOptions): string {
  const { dpi } = options;
  const { variant, width } = variantOf(device.model);
  const d = (v: number) => dots(v, dpi);
  const date = options.date.slice(0, 10);
  const lines: string[] = ['^XA', '^CI28', `^PW${dpi === 300 ? width : 203}`, `^LL${dpi === 300 ? 300 : 203}`, '^LH0,0'];
  lines.push(zplField(d(15), d(15), d(34), `ID ${device.id}`));
  lines.push(zplField(d(15), d(55), d(28), `PIN ${device.pin ?? ''}`));
  lines.push(zplField(d(15), d(90), d(28), device.model ?? ''));
  if (variant === 'qr') {
    lines.push(zplField(d(15), d(125), d(22), `MFG ${date}`));
    // ^BQ magnification is whole steps; 4 at 300 dpi and 3 at 203 keep the code about 0.4 inch wide
    lines.push(`^FO${d(170)},${d(110)}^BQN,2,${dpi === 300 ? 4 : 3}^FDQA,${device.id} ${date}^FS`);
    lines.push(zplField(d(15), d(235), d(22), options.supportPhone));
    lines.push(zplField(d(15), d(265), d(22), 'MADE IN USA'));
  } else if (variant === 'install') {
    lines.push(zplField(d(15), d(200), d(24), INSTALL_NOTE[0]));
    lines.push(zplField(d(15), d(232), d(24), INSTALL_NOTE[1]));
  }
  lines.push('^PQ1', '^XZ');
  return lines.join('\n');
}
