import { chineseDay, joinPresent } from '@/shared/lib/format';
import { Button, Dialog, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { Interview } from '@/shared/api/generated/model';
import { textOr } from '../lib/format';
import { apiImageSrc } from '@/shared/api';
import { safeLink } from '@/shared/lib/safe-url';

/** The dialog's content: title, the video (or why it cannot play, with a retry), facts and summary. */
export function InterviewPlayer({ interview }: { interview: Interview }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // From the answer: only a path on this site or an http(s) URL plays.
  const src = safeLink(interview.videoUrl);
  const title = textOr(interview.title, '专家访谈');
  const meta = joinPresent([textOr(interview.expertName), chineseDay(interview.publishTime)], ' · ');
  return (
    <>
      <Dialog.Header pe="12">
        <Dialog.Title fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.5">
          {title}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <Stack gap="3">
          {src && !failed ? (
            <chakra.video
              key={attempt}
              // The browser's own controls: keyboard, captions and full screen come with them.
              controls
              autoPlay
              playsInline
              preload="metadata"
              poster={apiImageSrc(interview.poster)}
              src={src}
              aria-label={`访谈视频：${title}`}
              onError={() => setFailed(true)}
              w="full"
              maxH={{ base: '60dvh', md: '70vh' }}
              bg="black"
              rounded="md"
            />
          ) : (
            <Stack role="alert" align="center" justify="center" gap="3" bg="black" rounded="md" py="16" px="4" textAlign="center">
              <Text>{src ? '视频加载失败，请稍后重试' : '该访谈暂无视频'}</Text>
              {src && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    setFailed(false);
                    setAttempt((n) => n + 1);
                  }}
                >
                  重新加载
                </Button>
              )}
            </Stack>
          )}
          {meta && (
            <Text fontSize="sm" color="whiteAlpha.800">
              {meta}
            </Text>
          )}
          {textOr(interview.summary) && (
            <Text fontSize="sm" color="whiteAlpha.900" lineHeight="1.8">
              {textOr(interview.summary)}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
    </>
  );
}
