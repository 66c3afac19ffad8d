import { Box, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ExpertBio, formatCount } from '@/entities/expert';
import type { ExpertDetail } from '@/shared/api/generated/model';
import { ExpertInterviews } from './expert-interviews';
import { ExpertProfile } from './expert-profile';
import { ExpertWorks } from './expert-works';

export const EXPERT_DETAIL_TABS = ['bio', 'works', 'interviews'] as const;
export type ExpertDetailTab = (typeof EXPERT_DETAIL_TABS)[number];

export interface ExpertDetailViewProps {
  expert: ExpertDetail;
  tab: ExpertDetailTab;
  onTab: (tab: ExpertDetailTab) => void;
  /** The page of the works tab. */
  page: number;
  onPage: (page: number) => void;
  /** See ExpertProfile. */
  nameAs?: 'h1' | 'h2';
  actions?: ReactNode;
}

/**
 * An expert's public page below its heading: the profile head, then the biography, works and
 * interviews tabs. The owner keeps the tab and the works page (in the URL), so /expert/{id} and
 * the scholar's own /myPage show the same thing.
 */
export function ExpertDetailView({ expert, tab, onTab, page, onPage, nameAs, actions }: ExpertDetailViewProps) {
  return (
    <>
      <ExpertProfile expert={expert} nameAs={nameAs} actions={actions} />
      <Box bg="bg" borderWidth="1px" rounded="xl" p={{ base: '4', md: '8' }}>
        {/* lazyMount: the works and interviews are asked for when their tab first opens. */}
        <Tabs.Root
          value={tab}
          onValueChange={(e) => onTab(EXPERT_DETAIL_TABS.find((candidate) => candidate === e.value) ?? 'bio')}
          lazyMount
          variant="line"
          colorPalette="brand"
        >
          {/* On phones the tabs keep their one-line labels and the list scrolls sideways. */}
          <Tabs.List mb="6" overflowX="auto" css={{ '& > button': { whiteSpace: 'nowrap', flexShrink: 0 } }}>
            <Tabs.Trigger value="bio">个人简介</Tabs.Trigger>
            <Tabs.Trigger value="works">学术成果（{formatCount(expert.worksCount)}）</Tabs.Trigger>
            <Tabs.Trigger value="interviews">访谈视频（{formatCount(expert.interviewCount)}）</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="bio">
            <ExpertBio expert={expert} />
          </Tabs.Content>
          <Tabs.Content value="works">
            <ExpertWorks expertId={expert.id} page={page} onPage={onPage} />
          </Tabs.Content>
          <Tabs.Content value="interviews">
            <ExpertInterviews expertId={expert.id} />
          </Tabs.Content>
        </Tabs.Root>
      </Box>
    </>
  );
}
