import { FOURIER_FIRST_BIN } from './graphConstants';

/** In-place iterative radix-2 FFT; `re` and `im` must have the same power-of-two length. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  if (n !== im.length || (n & (n - 1)) !== 0) throw new Error('fft needs equal power-of-two lengths');
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = re[b]! * cr - im[b]! * ci;
        const xi = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
        const t = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = t;
      }
    }
  }
}

export interface Spectrum {
  /** Cycles per day of each bin. */
  frequencies: number[];
  amplitudes: number[];
}

/**
 * The amplitude spectrum of readings taken at uneven times: resampled onto an even grid by linear interpolation
 * (the device's reading interval, up to 4096 points), mean removed, a Hann window, then the FFT. Bins start at the
 * fifth value (spec 2 §9): the lowest ones are slow drift, not vibration.
 */
export function fourierSpectrum(times: number[], values: number[], maxPoints = 4096): Spectrum {
  const n0 = Math.min(times.length, maxPoints);
  if (n0 < 8) return { frequencies: [], amplitudes: [] };
  let n = 1;
  while (n * 2 <= n0) n *= 2;
  const t0 = times[0]!;
  const span = times[times.length - 1]! - t0;
  if (span <= 0) return { frequencies: [], amplitudes: [] };
  const dt = span / (n - 1);
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  let j = 0;
  for (let i = 0; i < n; i++) {
    const t = t0 + i * dt;
    while (j < times.length - 2 && times[j + 1]! < t) j++;
    const ta = times[j]!;
    const tb = times[j + 1]!;
    const f = tb === ta ? 0 : Math.min(1, Math.max(0, (t - ta) / (tb - ta)));
    re[i] = values[j]! + (values[j + 1]! - values[j]!) * f;
  }
  const mean = re.reduce((a, b) => a + b, 0) / n;
  for (let i = 0; i < n; i++) re[i] = (re[i]! - mean) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
  fft(re, im);
  const frequencies: number[] = [];
  const amplitudes: number[] = [];
  // the Hann window halves the amplitude on average: x2 for one-sided, x2 for the window
  for (let k = FOURIER_FIRST_BIN; k <= n / 2; k++) {
    frequencies.push((k / (n * dt)) * 86_400);
    amplitudes.push((4 * Math.hypot(re[k]!, im[k]!)) / n);
  }
  return { frequencies, amplitudes };
}
