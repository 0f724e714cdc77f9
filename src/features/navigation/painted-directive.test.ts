// @vitest-environment happy-dom
import type { ClientDirective } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The browser's Paint Timing records as a test controls them: `paint()` records a paint and
 * delivers it to every observer, as a browser does once the frame is on screen; an observer that
 * asks for `buffered` records first gets the paints recorded before it.
 */
class PaintRecords {
  private readonly observers = new Set<(names: string[]) => void>();
  private readonly painted: string[] = [];
  observed: { type?: string; buffered?: boolean }[] = [];

  install(supportedEntryTypes: string[], { refuses = false } = {}) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const records = this;
    class FakeObserver {
      static readonly supportedEntryTypes = supportedEntryTypes;
      constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
      private readonly deliver = (names: string[]) =>
        this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      observe(options: { type?: string; buffered?: boolean }) {
        if (refuses) throw new TypeError('paint records cannot be observed');
        records.observed.push(options);
        records.observers.add(this.deliver);
        if (options.buffered && records.painted.length > 0) this.deliver([...records.painted]);
      }
      disconnect() {
        records.observers.delete(this.deliver);
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
  }

  paint(name = 'first-contentful-paint') {
    this.painted.push(name);
    for (const deliver of [...this.observers]) deliver([name]);
  }

  get listening() {
    return this.observers.size;
  }
}

let records: PaintRecords;
/** What a page's island does with the directive: `load` fetches its code, the result hydrates it. */
function island() {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  return { hydrate, load };
}

async function freshDirective(): Promise<ClientDirective> {
  vi.resetModules();
  return (await import('./painted-directive.ts')).default;
}

const directiveOptions: Parameters<ClientDirective>[1] = { name: 'painted', value: '' };
const element = () => document.createElement('astro-island');

beforeEach(() => {
  vi.useFakeTimers();
  records = new PaintRecords();
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client:painted', () => {
  it("loads an island's code only once the browser reports the first contentful paint", async () => {
    records.install(['paint', 'navigation']);
    const painted = await freshDirective();
    const header = island();
    const cart = island();
    void painted(header.load, directiveOptions, element());
    void painted(cart.load, directiveOptions, element());
    await vi.advanceTimersByTimeAsync(500);
    expect(header.load).not.toHaveBeenCalled();
    expect(cart.load).not.toHaveBeenCalled();
    // A paint record that is not the first contentful one changes nothing.
    records.paint('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(header.load).not.toHaveBeenCalled();

    records.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(header.hydrate).toHaveBeenCalledOnce();
    expect(cart.hydrate).toHaveBeenCalledOnce();
    // One observer serves every island of the page, asks for a paint already recorded, and stops listening.
    expect(records.observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(records.listening).toBe(0);
    // The one-second fallback coming later hydrates nothing a second time.
    await vi.advanceTimersByTimeAsync(2000);
    expect(header.hydrate).toHaveBeenCalledOnce();
    expect(cart.hydrate).toHaveBeenCalledOnce();
  });

  const enginesWithoutPaintRecords = [
    ['without paint records', () => records.install(['navigation', 'resource'])],
    ['without performance observers at all', () => vi.stubGlobal('PerformanceObserver', undefined)],
    ['that lists paint records but refuses to observe them', () => records.install(['paint'], { refuses: true })],
  ] as const;

  it.each(enginesWithoutPaintRecords)('hydrates after the next frame in an engine %s', async (_engine, setUp) => {
    setUp();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const painted = await freshDirective();
    const header = island();
    void painted(header.load, directiveOptions, element());
    await vi.advanceTimersByTimeAsync(0);
    expect(header.load).not.toHaveBeenCalled();
    expect(records.observed).toEqual([]);
    frames.shift()!(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(header.hydrate).toHaveBeenCalledOnce();
  });

  it.each([['with paint records', () => records.install(['paint'])] as const, ...enginesWithoutPaintRecords])(
    'hydrates after a second in a background tab (nothing painted, no frame) of an engine %s',
    async (_engine, setUp) => {
      setUp();
      vi.stubGlobal('requestAnimationFrame', () => 0);
      const painted = await freshDirective();
      const header = island();
      void painted(header.load, directiveOptions, element());
      await vi.advanceTimersByTimeAsync(999);
      expect(header.load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(header.hydrate).toHaveBeenCalledOnce();
    },
  );

  it('waits for the page to be parsed, and then counts a paint that came before', async () => {
    records.install(['paint']);
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const painted = await freshDirective();
    const header = island();
    void painted(header.load, directiveOptions, element());
    await vi.advanceTimersByTimeAsync(0);
    expect(records.observed).toEqual([]);
    // Painted while still parsing: nothing listens yet, and nothing loads.
    records.paint();
    await vi.advanceTimersByTimeAsync(2000);
    expect(header.load).not.toHaveBeenCalled();

    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.advanceTimersByTimeAsync(0);
    // The paint recorded before the observer is handed over with the buffered records.
    expect(header.hydrate).toHaveBeenCalledOnce();
  });
});
