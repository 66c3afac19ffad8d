import { Box, Button, Dialog, HStack, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
// Its stylesheet comes with the chunk as a CSS file: the component's own injection writes a
// <style> through innerHTML, which the deploy CSP's Trusted Types refuse (the whole page fell).
import 'react-easy-crop/react-easy-crop.css';
import { CROP_KEYBOARD_STEP, IMAGE_UPLOAD_TEXT, ROTATION, ZOOM } from '../config/texts';
import type { CropArea, Size } from '../lib/crop-output';

export interface CropDialogProps {
  /** Object URL of the chosen image. */
  src: string;
  cropBox: Size;
  /** True while the crop is being encoded and uploaded. */
  busy: boolean;
  /** Why the last upload failed; shown inside the dialog, which hides the page while open. */
  error?: string | null;
  onCancel: () => void;
  onConfirm: (area: CropArea, rotation: number) => void;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** -270 → 90, 270 → -90: the slider's range, so the buttons and the slider agree. */
function wrapDegrees(degrees: number): number {
  const wrapped = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 ? 180 : wrapped;
}

/**
 * The crop dialog (SPEC §5): a fixed crop box (230x305 by default) over the image, which the
 * user moves (drag, or arrow keys in the crop area), zooms and rotates (buttons and labelled
 * range inputs, all keyboard operable). Loaded on demand with react-easy-crop.
 */
export function CropDialog({ src, cropBox, busy, error, onCancel, onConfirm }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const zoomId = useId();
  const rotationId = useId();
  const helpId = useId();

  const zoomBy = (delta: number) => setZoom((z) => clamp(Math.round((z + delta) * 10) / 10, ZOOM.min, ZOOM.max));
  const rotateBy = (delta: number) => setRotation((r) => wrapDegrees(r + delta));

  return (
    <Dialog.Root
      open
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(event) => {
        if (!event.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{IMAGE_UPLOAD_TEXT.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Box
                  position="relative"
                  width="full"
                  height={`${cropBox.height + 80}px`}
                  minW={`${cropBox.width + 40}px`}
                  bg="gray.800"
                  rounded="md"
                  overflow="hidden"
                  // The crop area takes the arrow keys: the brand's focus ring shows it has them (the
                  // browser's thin default ring is lost against the dimmed image around the box).
                  css={{
                    '& .reactEasyCrop_CropArea:focus-visible': {
                      outline: '3px solid',
                      outlineColor: 'brand.focusRing',
                      outlineOffset: '-3px',
                    },
                  }}
                >
                  <Cropper
                    disableAutomaticStylesInjection
                    image={src}
                    crop={crop}
                    zoom={zoom}
                    rotation={rotation}
                    aspect={cropBox.width / cropBox.height}
                    cropSize={cropBox}
                    minZoom={ZOOM.min}
                    maxZoom={ZOOM.max}
                    zoomSpeed={0.2}
                    keyboardStep={CROP_KEYBOARD_STEP}
                    onCropChange={setCrop}
                    onZoomChange={setZoom}
                    onRotationChange={(degrees) => setRotation(wrapDegrees(degrees))}
                    onCropComplete={(_, pixels) => setArea(pixels)}
                    cropperProps={{ role: 'group', 'aria-label': IMAGE_UPLOAD_TEXT.cropArea, 'aria-describedby': helpId }}
                  />
                </Box>
                <Text id={helpId} textStyle="xs" color="fg.muted">
                  {IMAGE_UPLOAD_TEXT.cropHelp}
                </Text>
                <HStack gap="3">
                  <chakra.label htmlFor={zoomId} textStyle="sm" minW="16">
                    {IMAGE_UPLOAD_TEXT.zoom}
                  </chakra.label>
                  <Button size="xs" variant="outline" onClick={() => zoomBy(-ZOOM.step)} disabled={zoom <= ZOOM.min}>
                    {IMAGE_UPLOAD_TEXT.zoomOut}
                  </Button>
                  <chakra.input
                    id={zoomId}
                    type="range"
                    flex="1"
                    // A range input's own width would push the last button out of a phone's dialog.
                    minW="0"
                    min={ZOOM.min}
                    max={ZOOM.max}
                    step={ZOOM.step}
                    value={zoom}
                    aria-valuetext={`${zoom.toFixed(1)} 倍`}
                    onChange={(event) => setZoom(clamp(Number(event.currentTarget.value), ZOOM.min, ZOOM.max))}
                  />
                  <Button size="xs" variant="outline" onClick={() => zoomBy(ZOOM.step)} disabled={zoom >= ZOOM.max}>
                    {IMAGE_UPLOAD_TEXT.zoomIn}
                  </Button>
                </HStack>
                <HStack gap="3">
                  <chakra.label htmlFor={rotationId} textStyle="sm" minW="16">
                    {IMAGE_UPLOAD_TEXT.rotation}
                  </chakra.label>
                  <Button size="xs" variant="outline" onClick={() => rotateBy(-ROTATION.quarter)}>
                    {IMAGE_UPLOAD_TEXT.rotateLeft}
                  </Button>
                  <chakra.input
                    id={rotationId}
                    type="range"
                    flex="1"
                    minW="0"
                    min={ROTATION.min}
                    max={ROTATION.max}
                    step={ROTATION.step}
                    value={rotation}
                    aria-valuetext={`${rotation} 度`}
                    onChange={(event) => setRotation(wrapDegrees(Number(event.currentTarget.value)))}
                  />
                  <Button size="xs" variant="outline" onClick={() => rotateBy(ROTATION.quarter)}>
                    {IMAGE_UPLOAD_TEXT.rotateRight}
                  </Button>
                </HStack>
                {error && (
                  <Text role="alert" textStyle="sm" color="fg.error">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {IMAGE_UPLOAD_TEXT.cancel}
              </Button>
              <Button colorPalette="brand" loading={busy} disabled={!area} onClick={() => area && onConfirm(area, rotation)}>
                {IMAGE_UPLOAD_TEXT.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
