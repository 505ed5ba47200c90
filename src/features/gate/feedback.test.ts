import { afterEach, describe, expect, it, vi } from 'vitest';
import { signalVerdict } from './feedback';

/** A stand-in for WebAudio that records what the gate asked it to play. */
function fakeAudio() {
  const made: number[] = [];
  const tones: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    constructor() {
      made.push(performance.now());
    }
    createOscillator() {
      const oscillator = {
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => tones.push(oscillator.frequency.value),
        stop: () => {},
      };
      return oscillator;
    }
    createGain() {
      return { gain: { value: 0 }, connect: (node: unknown) => node };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return { made, tones };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the verdict's tone", () => {
  it('is made only after the frame that paints the verdict, so starting the audio never holds that frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const audio = fakeAudio();
    signalVerdict('refuse');
    expect(audio.made, 'no AudioContext while the verdict waits for its frame').toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(audio.tones, 'nothing played inside the frame that paints the verdict').toEqual([]);
    vi.runOnlyPendingTimers();
    expect(audio.tones).toEqual([220]);
  });
});
