import { Box, Spinner, Text, chakra } from '@chakra-ui/react';

interface CaptchaImageProps {
  src: string | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
}

const REFRESH_LABEL = '看不清？换一张';
/** When the picture could not be had: its name includes what the button then says (WCAG 2.5.3). */
const FAILED_LABEL = '图形验证码加载失败，点击重新获取';

/** The captcha picture; clicking it asks for a new one. */
export function CaptchaImage({ src, loading, failed, onRefresh }: CaptchaImageProps) {
  const label = failed && !loading ? FAILED_LABEL : REFRESH_LABEL;
  return (
    <chakra.button
      type="button"
      aria-label={label}
      title={label}
      onClick={onRefresh}
      flexShrink={0}
      width="120px"
      height="10"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      overflow="hidden"
      bg="bg.muted"
      cursor="pointer"
      display="flex"
      alignItems="center"
      justifyContent="center"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {src && !failed ? (
        <chakra.img src={src} alt="图形验证码" width="full" height="full" objectFit="cover" opacity={loading ? 0.5 : 1} />
      ) : loading ? (
        <Spinner size="sm" />
      ) : (
        <Box px="1">
          <Text fontSize="xs" color="fg.muted">
            点击重新获取
          </Text>
        </Box>
      )}
    </chakra.button>
  );
}
