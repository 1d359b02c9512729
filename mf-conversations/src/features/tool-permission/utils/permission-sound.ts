/** The spec's notification volume for the tool permission dialog. */
export const PERMISSION_SOUND_VOLUME = 0.5;

/**
 * A short two-tone chime as a WAV data URI, made in code (no asset to fetch or cache): 8-bit mono,
 * 8 kHz, 0.25 s, with a fade-out so it does not click.
 */
export function chimeDataUri(): string {
  const rate = 8000;
  const samples = Math.round(rate * 0.25);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((c, i) => view.setUint8(at + i, c.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples, true);
  text(8, "WAVEfmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, "data");
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const frequency = i < samples / 2 ? 880 : 1320;
    const fade = 1 - i / samples;
    bytes[44 + i] = Math.round(128 + 90 * fade * Math.sin((2 * Math.PI * frequency * i) / rate));
  }
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** Plays the chime at the spec's volume; a browser that refuses autoplay stays silent. */
export function playPermissionSound(
  createAudio: (source: string) => HTMLAudioElement = (s) => new Audio(s),
): void {
  const audio = createAudio(chimeDataUri());
  audio.volume = PERMISSION_SOUND_VOLUME;
  void audio.play().catch(() => undefined);
}
