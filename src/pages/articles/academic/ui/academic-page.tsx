import { Container, Grid } from '@chakra-ui/react';
import { ArticleColumnsNav } from '@/entities/article';
import { PageHeading } from '@/shared/ui/page-heading';
import { FeaturedTheory } from './featured-theory';
import { LatestNews } from './latest-news';

/** The theory column's landing: the lead article, the latest ones, and the news beside them. */
export function AcademicPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHeading title="学术理论" description="理论研究、学术前沿与方法论思考。" />
      <ArticleColumnsNav current="theory" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <FeaturedTheory />
        <LatestNews />
      </Grid>
    </Container>
  );
}
