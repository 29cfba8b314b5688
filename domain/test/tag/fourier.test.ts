import { describe, expect, it } from 'vitest';
import { fft, fourierSpectrum } from '../../src/tag/fourier';

describe('fft', () => {
  it('matches a direct DFT on random input', () => {
    const n = 16;
    const x = Array.from({ length: n }, (_, i) => Math.sin(i * 1.3) + (i % 3));
    const re = Float64Array.from(x);
    const im = new Float64Array(n);
    fft(re, im);
    for (let k = 0; k < n; k++) {
      let r = 0;
      let m = 0;
      for (let j = 0; j < n; j++) {
        r += x[j]! * Math.cos((-2 * Math.PI * k * j) / n);
        m += x[j]! * Math.sin((-2 * Math.PI * k * j) / n);
      }
      expect(re[k]).toBeCloseTo(r, 9);
      expect(im[k]).toBeCloseTo(m, 9);
    }
  });
  it('refuses a length that is not a power of two', () => {
    expect(() => fft(new Float64Array(6), new Float64Array(6))).toThrow();
  });
});

describe('fourierSpectrum', () => {
  it('finds a 24-cycles-per-day vibration with its amplitude in readings taken every minute', () => {
    const times = Array.from({ length: 2048 }, (_, i) => i * 60);
    const values = times.map((t) => 5 + 3 * Math.sin((2 * Math.PI * 24 * t) / 86_400));
    const { frequencies, amplitudes } = fourierSpectrum(times, values);
    const peak = amplitudes.indexOf(Math.max(...amplitudes));
    expect(frequencies[peak]).toBeCloseTo(24, 0);
    expect(amplitudes[peak]).toBeGreaterThan(2.4);
    expect(amplitudes[peak]).toBeLessThan(3.3);
  });
  it('too few points give an empty spectrum', () => {
    expect(fourierSpectrum([1, 2, 3], [1, 2, 3]).amplitudes).toEqual([]);
  });
});
