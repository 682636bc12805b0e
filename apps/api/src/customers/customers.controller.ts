import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Customer, CustomerList, CustomerRecord, DuplicateList } from '@fixflow/contracts';
import { ApiAccess } from '../access/api-access.decorator.js';
import { CurrentPrincipal } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { CustomerListView, CustomerView } from './customer.views.js';
import { CustomerRecordView, DuplicateListView } from './customer-record.views.js';
import { CreateCustomerDto, CustomerListQueryDto, MergeCustomersDto, UpdateCustomerDto } from './customers.dto.js';
import { CustomerMergesService } from './customer-merges.service.js';
import { CustomersService } from './customers.service.js';

@ApiTags('customers')
@ApiBearerAuth()
@ApiErrors('NOT_AUTHENTICATED')
@Controller('customers')
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly merges: CustomerMergesService,
  ) {}

  @Get()
  @ApiOperation({ summary: "A vendor's customers (every vendor's for an admin), newest first; keyset pages (next_cursor). Merged customers never show" })
  @ApiOkResponse({ type: CustomerListView })
  @ApiErrors('VALIDATION_FAILED')
  @ApiAccess('customer.read')
  list(@CurrentPrincipal() caller: Principal, @Query() query: CustomerListQueryDto): Promise<CustomerList> {
    return this.customers.list(caller, query);
  }

  // Before ':id', which would take "duplicates" for an id.
  @Get('duplicates')
  @ApiOperation({ summary: "The calling vendor's likely duplicate customers (the same phone, or the same name and address), strongest first, at most 100 pairs; never merged automatically" })
  @ApiOkResponse({ type: DuplicateListView })
  @ApiAccess('customer.merge')
  duplicates(@CurrentPrincipal() caller: Principal): Promise<DuplicateList> {
    return this.merges.duplicates(caller);
  }

  @Get(':id')
  @ApiOperation({ summary: "One customer's record: its orders, appliances, notes, other phones and addresses, and the merges it absorbed; another vendor's customer is not found, one merged away is 410 with merged_into" })
  @ApiOkResponse({ type: CustomerRecordView })
  @ApiErrors('CUSTOMER_NOT_FOUND', 'CUSTOMER_MERGED')
  @ApiAccess('customer.read')
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<CustomerRecord> {
    return this.customers.details(caller, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a customer to the calling vendor; a phone the vendor already knows (any of a customer\'s) updates that customer' })
  @ApiCreatedResponse({ type: CustomerView })
  @ApiErrors('VALIDATION_FAILED', 'VENDOR_NOT_FOUND')
  @ApiAccess('customer.create')
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateCustomerDto): Promise<Customer> {
    return this.customers.create(caller, dto);
  }

  @Patch(':id')
  @ApiOperation({ summary: "Edit a customer: its own fields, notes, and the whole lists of other phones and addresses, in one transaction" })
  @ApiOkResponse({ type: CustomerRecordView })
  @ApiErrors('VALIDATION_FAILED', 'CUSTOMER_NOT_FOUND', 'PHONE_IN_USE')
  @ApiAccess('customer.write')
  update(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: UpdateCustomerDto): Promise<CustomerRecord> {
    return this.customers.update(caller, id, dto);
  }

  @Post(':id/merge')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Merge the customer `from` into this one, which is kept: orders, appliances, texts, phones and addresses move; the merge is recorded' })
  @ApiOkResponse({ type: CustomerRecordView })
  @ApiErrors('VALIDATION_FAILED', 'CUSTOMER_NOT_FOUND', 'MERGE_SAME_CUSTOMER')
  @ApiAccess('customer.merge')
  merge(@CurrentPrincipal() caller: Principal, @Param('id') id: string, @Body() dto: MergeCustomersDto): Promise<CustomerRecord> {
    return this.merges.merge(caller, id, dto);
  }
}
