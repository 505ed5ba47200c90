/**
 * What the gate keeper hears and feels with a verdict, where the browser allows it: a short tone
 * (WebAudio, after the first key press or tap has unlocked audio) and a vibration. Best effort: any
 * refusal is silent.
 */
import type { GateVerdict } from './verdict';

const TONES: Record<GateVerdict['kind'], { hz: number; ms: number; vibrate: number[] }> = {
  admit: { hz: 880, ms: 120, vibrate: [60] },
  again: { hz: 520, ms: 220, vibrate: [80, 60, 80] },
  refuse: { hz: 220, ms: 400, vibrate: [250, 80, 250] },
};

let context: AudioContext | undefined;

export function signalVerdict(kind: GateVerdict['kind']) {
  const tone = TONES[kind];
  try {
    navigator.vibrate?.(tone.vibrate);
  } catch {
    // Vibration refused (no user gesture yet, or a desktop): the screen says it all.
  }
  // The tone waits until the verdict has been painted (the frame's callback runs before its paint, the
  // timeout after it): the page's first AudioContext starts the browser's audio, which took 7–94 ms of main
  // thread at 4× CPU in bench:gate and held the first scan's verdict back by as much.
  requestAnimationFrame(() => setTimeout(() => playTone(tone), 0));
}

function playTone(tone: (typeof TONES)[GateVerdict['kind']]) {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = tone.hz;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + tone.ms / 1000);
  } catch {
    // No audio on this device or not allowed yet.
  }
}
