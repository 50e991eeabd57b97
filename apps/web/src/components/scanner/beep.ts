// Sounds for a scan: a short high beep when it is taken, a low buzz when it is refused, so a person
// at the rack hears the answer without looking (Web Audio; silent where the browser has none).

let context: AudioContext | null = null;

function tone(frequency: number, seconds: number, type: OscillatorType) {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = type;
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + seconds);
  } catch {
    // No audio here: the message on screen says the same.
  }
}

/** A scan was taken. */
export function beepOk(): void {
  tone(1760, 0.08, 'sine');
}

/** A scan was refused. */
export function beepRefused(): void {
  tone(220, 0.35, 'square');
}
