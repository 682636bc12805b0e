import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { type CreateOfferRequest, OFFER_AUDIENCES, type OfferAudience } from '@fixflow/contracts';
import { Optional } from '../common/field-rules.js';

/** POST /api/orders/:id/offer. */
@ApiSchema({ name: 'CreateOfferRequest' })
export class CreateOfferDto implements CreateOfferRequest {
  @ApiPropertyOptional({
    enum: OFFER_AUDIENCES,
    enumName: 'OfferAudience',
    default: 'roster',
    description: "the vendor's whole roster, or its technicians in the order's city and state",
  })
  @Optional()
  @IsIn(OFFER_AUDIENCES)
  audience?: OfferAudience;
}
