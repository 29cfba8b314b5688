/**
 * A small XML well-formedness check for the spreadsheet parts (no DOMParser in node): one root, every start tag
 * closed in order, attributes quoted and unique, only the five predefined entities or character references, no
 * raw '<' or '&' in text. Returns the elements met so tests can look inside without a full parser.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  /** The decoded text directly inside the element. */
  text: string;
  children: XmlElement[];
}

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ENTITY = /&(?:lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decode(s: string, where: string): string {
  if (/&/.test(s.replace(ENTITY, ''))) throw new Error(`bare & in ${where}`);
  return s.replace(
    ENTITY,
    (e) =>
      ({ '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" })[e] ??
      String.fromCodePoint(e[2] === 'x' ? parseInt(e.slice(3, -1), 16) : parseInt(e.slice(2, -1), 10)),
  );
}

function attributes(src: string, tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const rest = src.replace(/\s*([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g, (_m, name: string, _q, dq?: string, sq?: string) => {
    if (!NAME.test(name)) throw new Error(`bad attribute name ${name} in <${tag}>`);
    if (name in attrs) throw new Error(`duplicate attribute ${name} in <${tag}>`);
    const v = dq ?? sq ?? '';
    if (v.includes('<')) throw new Error(`raw < in attribute ${name} of <${tag}>`);
    attrs[name] = decode(v, `attribute ${name} of <${tag}>`);
    return '';
  });
  if (rest.trim()) throw new Error(`unparsed attribute text "${rest.trim()}" in <${tag}>`);
  return attrs;
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#document', attrs: {}, text: '', children: [] };
  const stack: XmlElement[] = [root];
  const re = /<([^>]*)>|([^<]+)/g;
  let m: RegExpExecArray | null;
  let consumed = 0;
  while ((m = re.exec(body))) {
    consumed += m[0].length;
    const top = stack.at(-1)!;
    if (m[2] !== undefined) {
      if (top === root) {
        if (m[2].trim()) throw new Error('text outside the root element');
        continue;
      }
      top.text += decode(m[2], `text of <${top.name}>`);
      continue;
    }
    const inner = m[1]!;
    if (inner.startsWith('/')) {
      const name = inner.slice(1).trim();
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
      continue;
    }
    const selfClosing = inner.endsWith('/');
    const content = selfClosing ? inner.slice(0, -1) : inner;
    const name = content.match(/^\S+/)?.[0] ?? '';
    if (!NAME.test(name)) throw new Error(`bad element name "${name}"`);
    if (top === root && root.children.length) throw new Error('more than one root element');
    const el: XmlElement = { name, attrs: attributes(content.slice(name.length), name), text: '', children: [] };
    top.children.push(el);
    if (!selfClosing) stack.push(el);
  }
  if (consumed !== body.length) throw new Error('unparsed text (a raw < ?)');
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (root.children.length !== 1) throw new Error('no root element');
  return root.children[0]!;
}

/** Every element below `el` (depth first) with that name. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  return el.children.flatMap((c) => [...(c.name === name ? [c] : []), ...findAll(c, name)]);
}
