/** The longest list and the longest string anywhere in a request's variables. */
export function variablesShape(value: unknown): { longestList: number; longestString: number } {
  let longestList = 0;
  let longestString = 0;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') longestString = Math.max(longestString, v.length);
    else if (Array.isArray(v)) {
      longestList = Math.max(longestList, v.length);
      for (const item of v) stack.push(item);
    } else if (v && typeof v === 'object') for (const item of Object.values(v)) stack.push(item);
  }
  return { longestList, longestString };
}
