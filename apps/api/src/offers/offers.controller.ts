import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Offer, OfferList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CreateOfferDto } from './offers.dto.js';
import { OfferListView, OfferView } from './offer.views.js';
import { OffersService } from './offers.service.js';

/** Issue 17: unassigned orders offered to a vendor's roster; the first technician to take one gets it. */
@ApiTags('offers')
@ApiBearerAuth()
@Controller()
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Post('orders/:id/offer')
  @ApiOperation({
    summary:
      "Offer an unassigned pending order to the vendor's roster (audience 'roster', the default) or to its technicians in the order's city and state ('area'); each gets a push. An order with an open offer answers that offer, its audience replaced",
  })
  @ApiCreatedResponse({ type: OfferView })
  @ApiErrors('NOT_AUTHENTICATED', 'VALIDATION_FAILED', 'ORDER_NOT_FOUND', 'ORDER_NOT_OFFERABLE')
  @ApiAccess('offer.manage')
  publish(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: CreateOfferDto): Promise<Offer> {
    return this.offers.publish(caller, id, dto);
  }

  @Delete('orders/:id/offer')
  @HttpCode(204)
  @ApiOperation({ summary: "Withdraw the order's open offer (one already withdrawn answers the same)" })
  @ApiNoContentResponse()
  @ApiErrors('NOT_AUTHENTICATED', 'ORDER_NOT_FOUND', 'OFFER_NOT_FOUND', 'OFFER_TAKEN')
  @ApiAccess('offer.manage')
  async withdraw(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<void> {
    await this.offers.withdraw(caller, id);
  }

  @Get('offers')
  @ApiOperation({
    summary: 'A technician: the open offers it may take, soonest first. A vendor: its offers, open and closed in the last week, newest first. An admin: every vendor’s',
  })
  @ApiOkResponse({ type: OfferListView })
  @ApiErrors('NOT_AUTHENTICATED')
  @ApiAccess('offer.read')
  list(@CurrentPrincipal() caller: Principal): Promise<OfferList> {
    return this.offers.list(caller);
  }

  @Post('offers/:id/take')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take an offer: the order is the caller’s, accepted, if it is still open (the first of racing takers wins; the others get OFFER_TAKEN)',
  })
  @ApiOkResponse({ type: OfferView })
  @ApiErrors('NOT_AUTHENTICATED', 'OFFER_NOT_FOUND', 'OFFER_TAKEN', 'OFFER_WITHDRAWN', 'SLOT_TAKEN')
  @ApiAccess('offer.take')
  take(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<Offer> {
    return this.offers.take(caller, id);
  }
}
