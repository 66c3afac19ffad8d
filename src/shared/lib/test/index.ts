// Test-only helpers; never imported by application code.
export { renderWithProviders, createTestQueryClient } from './render-with-providers';
export { testImageFile } from './image-file';
export { clipboardText } from './clipboard';
