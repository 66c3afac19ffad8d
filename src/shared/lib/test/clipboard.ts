/**
 * The text on user-event's stand-in clipboard. Its `readText()` reads each item's Blob with
 * jsdom's FileReader, which refuses the Node Blob the test environment's global makes
 * (jsdom-environment.ts); the items' Blobs read their own text.
 */
export async function clipboardText(): Promise<string> {
  const items = await navigator.clipboard.read();
  const texts = await Promise.all(
    items.filter((item) => item.types.includes('text/plain')).map(async (item) => (await item.getType('text/plain')).text()),
  );
  return texts.join('');
}
