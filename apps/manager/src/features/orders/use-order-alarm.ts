import { useEffect, useState } from 'react';

const SOUND_KEY = 'platter:manager-sound';
const RING_EVERY_MS = 4000;

/** Whether new orders ring, remembered on this device; on unless switched off. */
export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  return [
    on,
    (next) => {
      localStorage.setItem(SOUND_KEY, next ? 'on' : 'off');
      setOn(next);
    },
  ];
}

/** Two short tones, made on the spot: no sound file to load or to fail. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  }
}

/**
 * Rings every few seconds while `ringing` (orders wait to be accepted) and sound is on. Browsers
 * keep audio suspended until the page is touched: `blocked` says so, and the first touch allows it.
 */
export function useOrderAlarm(ringing: boolean, enabled: boolean): { blocked: boolean } {
  const [context] = useState(() => (typeof AudioContext === 'undefined' ? null : new AudioContext()));
  const [blocked, setBlocked] = useState(() => context?.state === 'suspended');

  useEffect(() => {
    if (!context) return;
    const allow = () => {
      void context.resume().then(() => setBlocked(false));
    };
    const update = () => setBlocked(context.state === 'suspended');
    context.addEventListener('statechange', update);
    window.addEventListener('pointerdown', allow);
    window.addEventListener('keydown', allow);
    return () => {
      context.removeEventListener('statechange', update);
      window.removeEventListener('pointerdown', allow);
      window.removeEventListener('keydown', allow);
    };
  }, [context]);

  useEffect(() => {
    if (!context || !ringing || !enabled) return;
    const ring = () => {
      if (context.state === 'running') chime(context);
    };
    ring();
    const timer = window.setInterval(ring, RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [context, ringing, enabled]);

  useEffect(() => () => void context?.close(), [context]);

  return { blocked: blocked && enabled };
}
