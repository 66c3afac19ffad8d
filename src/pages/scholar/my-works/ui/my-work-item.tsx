import { chineseDay, presentParts } from '@/shared/lib/format';
import { Badge, Box, HStack, Link as ChakraLink, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DictTag } from '@/entities/dict';
import { workTypeLabel } from '@/entities/work';
import { DownloadButton } from '@/features/file-download';
import type { MyWork } from '@/shared/api/generated/model';
import { Highlight } from '@/shared/ui/highlight';

const REVIEW_NOTES: Readonly<Record<string, string>> = {
  pending: '等待平台审核，审核通过后将公开在您的学者主页上。',
  claimed: '已认领，作品显示在您的学者主页上。',
};

/**
 * One of the scholar's works: type and review status, title (to the public work once it has
 * one), authors and source, when it was submitted or claimed and reviewed, the reviewer's remark
 * for a refused upload, and the uploaded files.
 */
export function MyWorkItem({ work, keyword }: { work: MyWork; keyword: string }) {
  const title = work.title || '未命名作品';
  const type = workTypeLabel(work.type);
  const meta = presentParts([(work.authors ?? []).join('，'), work.source, chineseDay(work.publishDate)]);
  const fileIds = presentParts(work.fileIds ?? []);
  const note = work.status === 'rejected' ? work.rejectReason || '未通过审核' : work.status && REVIEW_NOTES[work.status];
  return (
    <Box as="article" py="4" borderBottomWidth="1px" borderColor="border.muted" aria-label={title}>
      <HStack gap="2" mb="1.5" flexWrap="wrap">
        <DictTag type="work_status" value={work.status} />
        {type && (
          <Badge colorPalette="brand" variant="subtle">
            {type}
          </Badge>
        )}
      </HStack>
      <Text as="h3" fontWeight="semibold" fontSize="md" mb="1" wordBreak="break-word">
        {work.workId !== null && work.workId !== undefined ? (
          <ChakraLink asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <Link to="/work/{-$id}" params={{ id: String(work.workId) }}>
              <Highlight text={title} terms={keyword} />
            </Link>
          </ChakraLink>
        ) : (
          <Highlight text={title} terms={keyword} />
        )}
      </Text>
      {meta.length > 0 && (
        <Text textStyle="sm" color="fg.muted" mb="1">
          <Highlight text={meta.join(' · ')} terms={keyword} />
        </Text>
      )}
      <Wrap gap="4" textStyle="xs" color="fg.subtle" mb={note || fileIds.length > 0 ? '2' : '0'}>
        <Text as="span">
          {work.status === 'claimed' ? '认领时间' : '提交时间'}：{work.createTime || '—'}
        </Text>
        {work.auditTime && <Text as="span">审核时间：{work.auditTime}</Text>}
      </Wrap>
      <Stack gap="2">
        {note && (
          <Text
            textStyle="sm"
            px="3"
            py="2"
            rounded="md"
            bg={work.status === 'rejected' ? 'red.subtle' : 'bg.muted'}
            color={work.status === 'rejected' ? 'red.fg' : 'fg.muted'}
          >
            {work.status === 'rejected' ? `审核意见：${note}` : note}
          </Text>
        )}
        {fileIds.length > 0 && (
          <HStack gap="2" flexWrap="wrap">
            {fileIds.map((fileId, index) => (
              <DownloadButton key={fileId} fileId={fileId} kind="oss" fileName={fileIds.length > 1 ? `${title}（${index + 1}）` : title}>
                {fileIds.length > 1 ? `下载文件 ${index + 1}` : '下载作品文件'}
              </DownloadButton>
            ))}
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
