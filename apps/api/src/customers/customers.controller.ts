import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Customer, CustomerDetails, CustomerList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CustomerDetailsView, CustomerListView, CustomerView } from './customer.views.js';
import { CreateCustomerDto, CustomerListQueryDto } from './customers.dto.js';
import { CustomersService } from './customers.service.js';

@ApiTags('customers')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiOperation({ summary: "A vendor's customers (every vendor's for an admin), newest first; keyset pages (next_cursor)" })
  @ApiOkResponse({ type: CustomerListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('customer.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: CustomerListQueryDto): Promise<CustomerList> {
    return this.customers.list(caller, query);
  }

  @Get(':id')
  @ApiOperation({ summary: "One customer with its orders; another vendor's customer is not found" })
  @ApiOkResponse({ type: CustomerDetailsView })
  @ApiErrors('CUSTOMER_NOT_FOUND')
  @ApiAccess('customer.read')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<CustomerDetails> {
    return this.customers.details(caller, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a customer to the calling vendor' })
  @ApiCreatedResponse({ type: CustomerView })
  @ApiErrors('VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('customer.create')
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateCustomerDto): Promise<Customer> {
    return this.customers.create(caller, dto);
  }
}
