/**
 * The Auth server's clock: real time plus an offset that tests may move
 * forward (`/_local/auth/clock`, test mode only), to see e-mail links expire
 * without waiting an hour.
 */
export class AuthClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }

  setOffset(seconds: number): void {
    this.offsetMs = seconds * 1000;
  }
}
