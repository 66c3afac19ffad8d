import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_ANIMATION } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import animation from './animation.json';
import { LoadingMask } from './loading-mask';

// lottie-web crashes jsdom at import (no canvas): the engine is replaced by a probe that records
// when the module is loaded and what it is asked to play.
const probe = vi.hoisted(() => ({ loaded: false }));
vi.mock('lottie-react', () => {
  probe.loaded = true;
  return {
    LottieLight: (props: { src: unknown; loop?: boolean; autoplay?: boolean; children?: ReactNode }) => (
      <div
        data-testid="lottie"
        data-loop={String(props.loop)}
        data-autoplay={String(props.autoplay)}
        data-src={JSON.stringify(props.src).length}
      />
    ),
  };
});

const wrap = (ui: ReactElement) => <ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>;

describe('LoadingMask', () => {
  it('renders and loads nothing until it first shows', async () => {
    const { rerender } = renderWithProviders(<LoadingMask loading={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Give a stray dynamic import the chance to run.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probe.loaded).toBe(false);
    rerender(wrap(<LoadingMask loading />));
    await screen.findByTestId('lottie');
    expect(probe.loaded).toBe(true);
  });

  it('shows a looping, autoplaying animation with a Chinese label, fixed by default', async () => {
    renderWithProviders(<LoadingMask loading />);
    const mask = screen.getByRole('status');
    expect(mask.getAttribute('aria-live')).toBe('polite');
    expect(mask.textContent).toContain('加载中…');
    expect(mask.getAttribute('data-placement')).toBe('fixed');
    const player = await screen.findByTestId('lottie');
    expect(player.getAttribute('data-loop')).toBe('true');
    expect(player.getAttribute('data-autoplay')).toBe('true');
  });

  it('covers only its parent when not fixed, and disappears when loading ends', async () => {
    const { rerender } = renderWithProviders(<LoadingMask loading fixed={false} />);
    expect(screen.getByRole('status').getAttribute('data-placement')).toBe('absolute');
    await screen.findByTestId('lottie');
    rerender(wrap(<LoadingMask loading={false} fixed={false} />));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('LoadingMask and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the first frame instead of playing when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    renderWithProviders(<LoadingMask loading />);
    expect((await screen.findByTestId('lottie')).getAttribute('data-autoplay')).toBe('false');
  });
});

describe('the loading animation file (SPEC §1, §9)', () => {
  it('is 400x300 at 25 fps with 40 frames', () => {
    expect({ w: animation.w, h: animation.h, fr: animation.fr, frames: animation.op - animation.ip }).toEqual({
      w: LOADING_ANIMATION.width,
      h: LOADING_ANIMATION.height,
      fr: LOADING_ANIMATION.fps,
      frames: LOADING_ANIMATION.frames,
    });
    expect(animation.layers.length).toBeGreaterThan(0);
    for (const layer of animation.layers) expect([layer.ip, layer.op]).toEqual([0, 40]);
  });
});
