// jsdom has no IntersectionObserver (a browser API): this one lets a test say "the sentinel is visible".
import { act } from '@testing-library/react';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  isDisconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.isDisconnected = true;
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element of every live observer as (not) visible. */
  static setVisible(isIntersecting: boolean): void {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        if (observer.isDisconnected) continue;
        const entries = [...observer.targets].map(
          (target) => ({ isIntersecting, target }) as IntersectionObserverEntry,
        );
        if (entries.length)
          observer.callback(
            entries,
            observer as unknown as IntersectionObserver,
          );
      }
    });
  }

  static install(): void {
    FakeIntersectionObserver.instances = [];
    (
      window as unknown as { IntersectionObserver: unknown }
    ).IntersectionObserver = FakeIntersectionObserver;
  }
}
