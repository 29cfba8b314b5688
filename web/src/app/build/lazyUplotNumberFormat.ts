import type { Plugin } from 'vite';

const EAGER =
  "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);";
const LAZY =
  "let numFormatter = null;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);";

/**
 * uPlot builds an Intl.NumberFormat when its module is evaluated, for the default axis and legend values the app
 * never uses (it formats its own ticks, and shows no legend). Building it loads ICU's number data: about 10 ms of a
 * page load's CPU, on the way to the sensor page's first graph (docs/performance.md). Made
 * lazy here, with the same result whenever uPlot does format a number. An uPlot whose source no longer reads as
 * expected fails the build instead of being left as it is unnoticed.
 */
export function lazyUplotNumberFormat(): Plugin {
  return {
    name: 'fieldwatch-lazy-uplot-number-format',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/.test(id)) return null;
      if (!code.includes(EAGER)) this.error(`uPlot's number formatter is not where ${id} had it: check lazyUplotNumberFormat`);
      return { code: code.replace(EAGER, LAZY), map: null };
    },
  };
}
