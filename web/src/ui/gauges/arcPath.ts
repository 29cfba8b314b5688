/** SVG geometry shared by the round gauges. Angles are degrees clockwise from 3 o'clock (SVG's y points down). */

export function polar(cx: number, cy: number, r: number, deg: number): { x: number; y: number } {
  const rad = (deg * Math.PI) / 180;
  return { x: cx + r * Math.cos(rad), y: cy + r * Math.sin(rad) };
}

/** A clockwise arc from `startDeg` to `endDeg`; '' when it would be empty (an empty value draws no stroke). */
export function arcPath(cx: number, cy: number, r: number, startDeg: number, endDeg: number): string {
  const sweep = endDeg - startDeg;
  if (sweep <= 0.01) return '';
  // a full circle cannot be one arc command: both ends coincide and nothing is drawn
  const end = sweep >= 360 ? startDeg + 359.99 : endDeg;
  const a = polar(cx, cy, r, startDeg);
  const b = polar(cx, cy, r, end);
  const large = end - startDeg > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(2);
  return `M ${f(a.x)} ${f(a.y)} A ${r} ${r} 0 ${large} 1 ${f(b.x)} ${f(b.y)}`;
}
