import { CheckTypeCards } from '@/features/check-ordering';
import type { CheckService } from '@/features/check-ordering';
import { LandingSection } from './landing-section';
import { LinkButton } from './link-button';

export interface CheckTypePricesProps {
  service: CheckService;
  title: string;
  description: string;
  /** A valid promotion code: the types it sells at its discount, and the code carried on to /checkSubmit. */
  promotion?: { code: string; discount: number; typeId?: number };
}

/** The check types of a service with their prices, each with its way on to /checkSubmit. */
export function CheckTypePrices({ service, title, description, promotion }: CheckTypePricesProps) {
  return (
    <LandingSection title={title} description={description}>
      <CheckTypeCards
        service={service}
        discount={promotion?.discount}
        promotionCode={promotion?.code}
        promotedTypeId={promotion?.typeId}
        renderAction={(type) => (
          <LinkButton
            link={{
              to: '/checkSubmit/{-$code}',
              params: { code: promotion?.code },
              search: { service, typeId: type.id },
              label: '选择此类型检测',
            }}
            variant="outline"
            full
          />
        )}
      />
    </LandingSection>
  );
}
