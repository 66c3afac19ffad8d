import { HStack, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ERROR_MESSAGES, isApiError, readEnvelope } from '@/shared/api';
import type { DownloadKind } from '@/shared/api';
import { fetchFileBlob } from '../api/fetch-file-blob';
import { FILE_DOWNLOAD_TEXT } from '../config/texts';
import { DownloadButton } from './download-button';

interface PdfPreviewProps {
  fileId: string;
  kind: DownloadKind;
  name: string;
  height: string;
}

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

function failureText(error: unknown): string {
  return isApiError(error) && readEnvelope(error.body) ? error.message : ERROR_MESSAGES.downloadFailed;
}

/**
 * A PDF fetched through the client (so the token applies) and shown from a blob URL; the URL is
 * revoked and the request cancelled when the preview goes away. Mount it with a `key` per file:
 * a new file is a new preview.
 */
export function PdfPreview({ fileId, kind, name, height }: PdfPreviewProps) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    fetchFileBlob(kind, fileId, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        // The server answers application/octet-stream; the viewer needs to be told it is a PDF.
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ status: 'ready', url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: failureText(error) });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileId, kind]);

  if (state.status === 'loading') {
    return (
      <HStack role="status" gap="2" color="fg.muted" py="4">
        <Spinner size="sm" />
        <Text textStyle="sm">{FILE_DOWNLOAD_TEXT.loadingPreview}</Text>
      </HStack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Stack gap="2" align="flex-start">
        <Text role="alert" textStyle="sm" color="fg.error">
          {state.message}
        </Text>
        <DownloadButton fileId={fileId} kind={kind} fileName={name} />
      </Stack>
    );
  }
  return (
    <chakra.iframe
      // A blob: URL made here from the fetched bytes, never a server-given address.
      src={state.url}
      title={FILE_DOWNLOAD_TEXT.previewTitle(name)}
      width="full"
      height={height}
      borderWidth="1px"
      rounded="md"
      bg="bg"
    />
  );
}
