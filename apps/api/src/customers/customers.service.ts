import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Customer, CustomerDetails, CustomerList } from '@fixflow/contracts';
import { AccessService } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { ApiException } from '../common/api-exception.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import type { CreateCustomerDto, CustomerListQueryDto } from './customers.dto.js';
import { AppliancesRepository } from './appliances.repository.js';
import { CustomersRepository } from './customers.repository.js';

/** A vendor's customers (an admin sees every vendor's); others' customers are not found. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly em: EntityManager,
    private readonly customers: CustomersRepository,
    private readonly orders: OrdersRepository,
    private readonly appliances: AppliancesRepository,
    private readonly access: AccessService,
  ) {}

  async list(caller: Principal, query: CustomerListQueryDto): Promise<CustomerList> {
    await this.access.requireAccess(caller, 'customer.read');
    return this.customers.list(this.access.repository.customerScope(caller), query);
  }

  async details(caller: Principal, id: string): Promise<CustomerDetails> {
    await this.access.requireAccess(caller, 'customer.read', [id]);
    const customer = await this.customers.byId(id);
    const [orders, appliances] = await Promise.all([
      this.orders.ofCustomer(this.access.repository.orderScope(caller), customer.id),
      this.appliances.ofCustomer(customer.id),
    ]);
    return { ...customer, orders, appliances };
  }

  /** The same upsert an order makes: a phone already known updates that customer. */
  async create(caller: Principal, dto: CreateCustomerDto): Promise<Customer> {
    await this.access.requireAccess(caller, 'customer.create');
    if (!caller.vendorId) throw new ApiException(HttpStatus.NOT_FOUND, 'VENDOR_NOT_FOUND');
    const id = await this.customers.upsert(this.em, caller.vendorId, {
      name: dto.name.trim(),
      phone: dto.phone,
      email: dto.email ?? null,
      address: dto.address ?? null,
      city: dto.city ?? null,
      state: dto.state ?? null,
      zip_code: dto.zip_code ?? null,
    });
    return this.customers.byId(id);
  }
}
