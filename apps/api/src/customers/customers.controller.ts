import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { Customer, CustomerDetails, CustomerList } from '@fixflow/contracts';
import { CurrentPrincipal, Roles } from '../auth/decorators.js';
import type { Principal } from '../auth/principal.js';
import { CreateCustomerDto, CustomerListQueryDto } from './customers.dto.js';
import { CustomersService } from './customers.service.js';

@ApiTags('customers')
@ApiBearerAuth()
@Roles('vendor', 'admin')
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  list(@CurrentPrincipal() caller: Principal, @Query() query: CustomerListQueryDto): Promise<CustomerList> {
    return this.customers.list(caller, query);
  }

  @Get(':id')
  @ApiNotFoundResponse({ description: 'CUSTOMER_NOT_FOUND, also for another vendor\'s customer' })
  details(@CurrentPrincipal() caller: Principal, @Param('id') id: string): Promise<CustomerDetails> {
    return this.customers.details(caller, id);
  }

  @Post()
  create(@CurrentPrincipal() caller: Principal, @Body() dto: CreateCustomerDto): Promise<Customer> {
    return this.customers.create(caller, dto);
  }
}
