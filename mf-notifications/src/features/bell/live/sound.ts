const RATE = 8000;
const SECONDS = 0.18;
const PITCH = 880;

let source: string | null = null;

/** A short 8-bit mono WAV beep, built once as a data URL (about 2 KB, no asset request). */
function beepSource(): string {
  if (source) return source;
  const samples = Math.round(RATE * SECONDS);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) {
    const fade = Math.min(1, i / 80, (samples - i) / 400);
    const wave = Math.sin((2 * Math.PI * PITCH * i) / RATE);
    bytes[44 + i] = Math.round(128 + 90 * fade * wave);
  }
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  source = `data:audio/wav;base64,${btoa(binary)}`;
  return source;
}

/** Plays the new-notification sound; silently does nothing when the browser blocks autoplay. */
export function playNotificationSound(): void {
  try {
    const audio = new Audio(beepSource());
    audio.volume = 0.4;
    const playing = audio.play() as Promise<void> | undefined;
    playing?.catch(() => undefined);
  } catch {
    // no audio support: a silent notification is still a notification
  }
}
