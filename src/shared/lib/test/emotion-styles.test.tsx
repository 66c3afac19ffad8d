import { describe, expect, it } from 'vitest';
import { Box } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { forgetInsertedStyles } from './emotion-styles';
import { renderWithProviders } from './render-with-providers';

// A rule only this test inserts (a colour no component of the app uses).
const MARK = 'rgb(1, 2, 3)';
const rulesWithMark = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule.cssText.includes(MARK));

describe('forgetInsertedStyles (after each file, src/shared/lib/test/setup.ts)', () => {
  it('takes the rules earlier renders inserted out of the document', () => {
    const { unmount } = renderWithProviders(<Box css={{ color: MARK }}>标记</Box>);
    expect(rulesWithMark()).toHaveLength(1);
    unmount();

    forgetInsertedStyles();

    expect(rulesWithMark()).toHaveLength(0);
  });

  it('lets a later render insert its rules again, so it is styled as on a fresh page', () => {
    forgetInsertedStyles();

    renderWithProviders(<Box css={{ color: MARK }}>标记</Box>);

    expect(rulesWithMark()).toHaveLength(1);
    expect(getComputedStyle(screen.getByText('标记')).color).toBe(MARK);
  });
});
