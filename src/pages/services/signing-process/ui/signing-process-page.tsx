import { Box, Card, Grid, Stack, Text } from '@chakra-ui/react';
import { LandingPage, LandingSection, ProcessSteps, ServiceIntro } from '@/widgets/service-landing';

const STEPS = [
  { title: '提交合作申请', description: '在线填写姓名、单位、联系方式与合作内容，提交后获得申请编号。' },
  { title: '资质审核', description: '平台在 3 个工作日内审核申请信息，必要时请您补充单位资质或作品权属证明。' },
  { title: '沟通合作方案', description: '合作经理与您电话或视频沟通，确认合作范围、分成比例与上线计划。' },
  { title: '签订合作协议', description: '通过电子签约平台在线签署《合作协议》，双方各执一份，具有同等法律效力。' },
  { title: '资料交付与上线', description: '按协议交付资源或开通服务，平台审核后上线，并开通合作方后台账号。' },
  { title: '结算与服务', description: '按月出具结算单，次月 15 日前完成结算；合作期间专属经理持续服务。' },
] as const;

const MATERIALS = [
  '单位营业执照或事业单位法人证书（个人合作者提供身份证明）',
  '作品、课程或数据的权属证明或授权书',
  '对公收款账户信息（个人合作者提供本人银行卡）',
  '合作联系人及联系方式',
] as const;

const QUESTIONS = [
  {
    question: '个人可以申请合作吗？',
    answer: '可以。专家学者可以个人身份提供课程讲义、研究报告等资源，或入驻专家库开展咨询服务。',
  },
  { question: '合作协议的期限是多久？', answer: '一般为一年，期满前 30 日双方均未提出异议的自动续约一年。' },
  { question: '审核未通过怎么办？', answer: '我们会告知未通过的原因，您补充材料后可重新提交申请。' },
] as const;

/** /signingProcess: how a cooperation is signed, step by step, and what to prepare. */
export function SigningProcessPage() {
  return (
    <LandingPage title="签约流程" description="从提交申请到正式合作，全程在线办理，一般 2 周内完成签约。" maxW="6xl">
      <ServiceIntro
        cta={{
          title: '开始合作',
          description: '提交申请后，合作经理将在 2 个工作日内与您联系。',
          links: [{ to: '/submitApplication', label: '提交合作申请' }],
        }}
      >
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Box as="section" aria-label="签约步骤">
            <ProcessSteps steps={STEPS} label="签约步骤" layout="timeline" />
          </Box>
          <Card.Root variant="subtle" as="aside" aria-label="签约准备材料">
            <Card.Body gap="3">
              <Card.Title as="h2" fontSize="md">
                需要准备的材料
              </Card.Title>
              <Stack as="ul" gap="2" ps="5" listStyleType="disc" fontSize="sm">
                {MATERIALS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                材料可在资质审核阶段上传，复印件需加盖单位公章。
              </Text>
            </Card.Body>
          </Card.Root>
        </Grid>

        <LandingSection title="常见问题">
          <Stack gap="4" maxW="4xl">
            {QUESTIONS.map(({ question, answer }) => (
              <Box key={question}>
                <Text fontWeight="semibold">{question}</Text>
                <Text color="fg.muted">{answer}</Text>
              </Box>
            ))}
          </Stack>
        </LandingSection>
      </ServiceIntro>
    </LandingPage>
  );
}
