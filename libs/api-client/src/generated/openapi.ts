// Generated from libs/api-client/openapi.json by libs/api-client/scripts/generate-types.mjs
// (npm run openapi). Do not edit: change the API, then run `npm run openapi`.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_liveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_readiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a vendor (pending) or technician account; an email gets a confirmation link. A registered email or phone answers the same (its owner is mailed) */
        post: operations["AuthController_signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email or phone and password */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate a refresh token; reuse after the grace period revokes its family */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session: its refresh tokens and access tokens stop working */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password recovery link; answers the same whether or not the account exists */
        post: operations["AuthController_recover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Landing of a mailed link: 303 to the site with the session (or the error) in the URL hash */
        get: operations["AuthController_verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password for the signed-in user, given the current one (not after a recovery link); other sessions end */
        put: operations["AuthController_updatePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ways to sign in besides the password: the OpenID Connect provider's name when configured */
        get: operations["OidcController_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in through the OpenID Connect provider: 303 to the issuer (state, nonce and PKCE kept in a signed cookie) */
        get: operations["OidcController_start"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The issuer's redirect back: 303 to the site with the session (or the error) in the URL hash, as GET /api/auth/verify */
        get: operations["OidcController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The merged profile (SPEC.md §3) of the signed-in user */
        get: operations["MeController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Update the table that holds the user; a vendor's full_name is its company_name */
        patch: operations["MeController_update"];
        trace?: never;
    };
    "/api/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendors, newest first, by part of name/email/phone and by status */
        get: operations["VendorsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vendor with its technician roster */
        get: operations["VendorsController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or suspend a vendor */
        patch: operations["VendorsController_update"];
        trace?: never;
    };
    "/api/vendor-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's money settings in force (the defaults until it saves its own) */
        get: operations["VendorSettingsController_get"];
        /** Saves new settings (history kept); they apply to orders completed from now on */
        put: operations["VendorSettingsController_put"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor's technicians with their stored metrics for the period, the vendor-wide par and the weekly rows of the charts
         * @description Rows missing or stale (computed before the period ended, on an earlier day) are computed and stored first; a repeat request reads stored rows only.
         */
        get: operations["MetricsController_performance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A technician's stored metrics row for exactly this period, or null when none is stored (SPEC.md §7: not an error)
         * @description A vendor reads its own row (the technician on its roster), an admin and the technician itself the row across every vendor.
         */
        get: operations["MetricsController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}/metrics/recalculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Compute and store the technician's row for the period_days ending today in the caller's time zone (SPEC.md §7: 90) */
        post: operations["MetricsController_recalculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}/metrics/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The orders behind one figure of the technician’s row for the period, in the caller’s scope */
        get: operations["MetricsController_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's roster (technicians who accepted its invitation), or every technician for an admin */
        get: operations["TechniciansController_list"];
        put?: never;
        /**
         * Invite a technician to the vendor's roster by email; it joins once it accepts
         * @description The same answer whether or not a technician has the email, so the answer cannot be used to find out who is registered. Inviting again while open changes nothing; after a decline, only REINVITE_AFTER_DECLINE_DAYS (30) later.
         */
        post: operations["TechniciansController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's invitations still open (the email it typed) or declined (the technician named) */
        get: operations["TechniciansController_listInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One technician; off a vendor's roster it is not found */
        get: operations["TechniciansController_details"];
        put?: never;
        post?: never;
        /** Take a technician off the vendor's roster */
        delete: operations["TechniciansController_remove"];
        options?: never;
        head?: never;
        /** The commission of one technician on the vendor's roster (null: the vendor's default); orders completed from now on use it */
        patch: operations["TechniciansController_update"];
        trace?: never;
    };
    "/api/technicians/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an open invitation */
        delete: operations["TechniciansController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roster-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendors inviting the technician to their rosters, newest first */
        get: operations["RosterInvitationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roster-invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the vendor's roster: it may then assign orders and see the technician's details and schedule */
        post: operations["RosterInvitationsController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/roster-invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline: the vendor sees the decline and may invite again only 30 days later */
        post: operations["RosterInvitationsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log, newest first: who did what to which record, when, before and after */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every technician, newest first: status, city/state, the vendors' rosters it is on, its 90-day figures */
        get: operations["AdminTechniciansController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/technicians/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One technician as the admin list shows it */
        get: operations["AdminTechniciansController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a technician (audited); deactivated it cannot sign in or be assigned, and its sessions end at once */
        patch: operations["AdminTechniciansController_update"];
        trace?: never;
    };
    "/api/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kept mail, newest first */
        get: operations["OutboxController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/vendor-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tax rate, commission and recall window a vendor that never saved its own settings is reckoned with */
        get: operations["SystemSettingsController_vendorDefaults"];
        /** Change the platform defaults for vendors (audited setting.update) */
        put: operations["SystemSettingsController_updateVendorDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SMTP, Twilio, Stripe, Web Push: configured or not, last success and failure */
        get: operations["SystemSettingsController_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Background queues with their counts by state, the last runs and the failures */
        get: operations["SystemSettingsController_jobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a failed job again (audited job.retry) */
        post: operations["SystemSettingsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/jobs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a job still waiting or waiting to retry (audited job.cancel) */
        post: operations["SystemSettingsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/remotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live remote versions (remotes.json) and their release history */
        get: operations["SystemSettingsController_remotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/system-settings/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kept mail, newest first, every one-time link masked with its state */
        get: operations["SystemSettingsController_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new confirmation link to an account whose email is not confirmed (audited user.resend_confirmation) */
        post: operations["ResendConfirmationController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Filter by status, technician, date range, text; sort by created, date or invoice, either way; keyset pages (next_cursor) */
        get: operations["OrdersController_list"];
        put?: never;
        /** SPEC.md §7 "Create order": the customer upserted by phone, then the order */
        post: operations["OrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/personal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A technician blocks its own time (SPEC.md §5 defaults) */
        post: operations["OrdersController_createPersonal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every order the list's filters match, in its sort, as CSV (UTF-8 with BOM), streamed: the whole result, not a page */
        get: operations["OrdersController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reassign or cancel (with a reason) several orders, each judged as the single-order call would; a result per id */
        post: operations["OrdersController_bulkAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/lookup/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** uuid → exact invoice (INV- added) → invoice suffix → id suffix */
        get: operations["OrdersController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its history (who acted, named as the caller may see them, in its Accept-Language); outside the caller's scope it is not found */
        get: operations["OrdersController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["OrdersController_update"];
        trace?: never;
    };
    "/api/orders/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A technician, and from the board the new date and slot in the same move; outside the technician's weekly hours only with override_hours */
        post: operations["OrdersController_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The assigned technician gives a pending assignment back with a reason; the order returns to the tray and its vendor is told */
        post: operations["OrdersController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/transitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_transition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The customer's 1–5 rating of a closed order, recorded or changed by the vendor; null clears it */
        put: operations["OrdersController_rate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The vendor's word on a suspected recall: not a recall (with a reason), or a recall after all */
        put: operations["OrdersController_decideRecall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer an unassigned pending order to the vendor's roster (audience 'roster', the default) or to its technicians in the order's city and state ('area'); each gets a push. An order with an open offer answers that offer, its audience replaced */
        post: operations["OffersController_publish"];
        /** Withdraw the order's open offer (one already withdrawn answers the same) */
        delete: operations["OffersController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A technician: the open offers it may take, soonest first. A vendor: its offers, open and closed in the last week, newest first. An admin: every vendor’s */
        get: operations["OffersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an offer: the order is the caller’s, accepted, if it is still open (the first of racing takers wins; the others get OFFER_TAKEN) */
        post: operations["OffersController_take"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/financials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order’s financials line by line, with the rates used */
        get: operations["FinancialsController_read"];
        put?: never;
        /** SPEC.md §7 order-financials-full: calculate and store the order’s financials (idempotent) */
        post: operations["FinancialsController_calculate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weekly statements, newest week first: the vendor’s, the technician’s own, all for an admin */
        get: operations["SettlementsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One statement with its lines (each order’s balance, adjustments) and payouts */
        get: operations["SettlementsController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The statement as CSV */
        get: operations["SettlementsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/finalize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** open → finalized (paid at once when nothing is owed); never edited after */
        post: operations["SettlementsController_finalize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record money changing hands, in full or in part; paid once nothing is outstanding */
        post: operations["SettlementsController_payout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A correction or late tip, on an open statement */
        post: operations["SettlementsController_adjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payment of the vendor’s orders (an admin: all), newest first, with totals per method */
        get: operations["PaymentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payments the filter matches, as CSV */
        get: operations["PaymentsController_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe Checkout link for what the customer still owes (needs STRIPE_SECRET_KEY) */
        post: operations["PaymentsController_paymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe’s webhook (signature checked with STRIPE_WEBHOOK_SECRET): a paid Checkout is recorded once */
        post: operations["PaymentsController_stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invoice a pay link was for, by the link’s token: the customer’s page after paying (public, unguessable); with session_id, whether that payment is recorded */
        get: operations["PaymentsController_invoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a payment taken after the job, by hand; answers the order’s financials with it */
        post: operations["PaymentsController_record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A vendor's customers (every vendor's for an admin), newest first; keyset pages (next_cursor). Merged customers never show */
        get: operations["CustomersController_list"];
        put?: never;
        /** Add a customer to the calling vendor; a phone the vendor already knows (any of a customer's) updates that customer */
        post: operations["CustomersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calling vendor's likely duplicate customers (the same phone, or the same name and address), strongest first, at most 100 pairs; never merged automatically */
        get: operations["CustomersController_duplicates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer's record: its orders, appliances, notes, other phones and addresses, and the merges it absorbed; another vendor's customer is not found, one merged away is 410 with merged_into */
        get: operations["CustomersController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a customer: its own fields, notes, and the whole lists of other phones and addresses, in one transaction */
        patch: operations["CustomersController_update"];
        trace?: never;
    };
    "/api/customers/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge the customer `from` into this one, which is kept: orders, appliances, texts, phones and addresses move; the merge is recorded */
        post: operations["CustomersController_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/appliances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's appliances, oldest first: its vendor, an admin, a technician assigned to one of its orders */
        get: operations["AppliancesController_list"];
        put?: never;
        /** Record an appliance of the customer (its vendor or an admin) */
        post: operations["AppliancesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appliances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The vendor edits any field; the technician of an open order for the appliance sets brand, model and serial only */
        patch: operations["AppliancesController_update"];
        trace?: never;
    };
    "/api/technicians/me/availability/weekly-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the signed-in technician's weekly working hours */
        put: operations["AvailabilityController_setWeeklyHours"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/me/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a dated slot (all_day unless given); it shows in busy slots */
        post: operations["AvailabilityController_addTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/me/time-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the signed-in technician's time off entries */
        delete: operations["AvailabilityController_removeTimeOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Weekly hours and time off (from 30 days ago); same visibility as busy slots */
        get: operations["AvailabilityController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/technicians/{id}/busy-slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders and personal bookings of a technician between two dates (inclusive) */
        get: operations["BusySlotsController_busySlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedule/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dispatch board for a range of days: technicians with their hours, their orders, busy time, the tray and open offers, in one answer */
        get: operations["BoardController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, by type and read state, in keyset pages (next_cursor) */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's notifications are unread (the sidebar badge) */
        get: operations["NotificationsController_unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the caller's notifications read (its other sessions hear it) */
        post: operations["NotificationsController_readAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one of the caller's notifications read */
        patch: operations["NotificationsController_markRead"];
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SPEC.md §7 push-public-key: the VAPID public key for pushManager.subscribe (base64url) */
        get: operations["PushController_publicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the browser's PushSubscription.toJSON() for the caller; the same endpoint again replaces its keys and owner
         * @description Notifications to this subscription are written in the Accept-Language of this request (en or ru).
         */
        post: operations["PushController_subscribe"];
        /** Forget one of the caller's subscriptions by endpoint (204 also when there was none) */
        delete: operations["PushController_unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SPEC.md §7 push-notify: push a message to every subscription of these technicians
         * @description Fields beyond technicianIds, title, body and url reach the service worker as the message's data. A vendor may notify the technicians on its roster, an admin any.
         */
        post: operations["PushController_notify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/vendor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's own orders counted: today, unassigned, in progress, on hold, awaiting approval, completed this week */
        get: operations["DashboardController_vendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendors by status, active technicians, orders on today's date across the platform */
        get: operations["DashboardController_admin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's conversations, the newest activity first, with unread counts */
        get: operations["ChatController_list"];
        put?: never;
        /** Open (or find) the conversation about an order, or the caller's support conversation */
        post: operations["ChatController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the conversation's messages, newest last; cursor reads older ones */
        get: operations["ChatController_messages"];
        put?: never;
        /** Write a message (plain text) to the conversation */
        post: operations["ChatController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read by the caller up to the message `through` (the newest it was shown), or up to now */
        post: operations["ChatController_markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/incoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio’s incoming-text webhook (X-Twilio-Signature checked when TWILIO_AUTH_TOKEN is set); once per MessageSid */
        post: operations["SmsController_incoming"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sms/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Twilio’s delivery report of a text sent (signed as the incoming webhook is) */
        post: operations["SmsController_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the customer’s texts, newest last; the first page marks its sms_received notifications read */
        get: operations["SmsController_thread"];
        put?: never;
        /** Text the customer: queued, then sent through Twilio (or recorded without it) */
        post: operations["SmsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sms-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts recorded instead of sent (no Twilio configured), newest first */
        get: operations["SmsController_outbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unmatched-sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unknown texts with their candidate customers: open ones oldest first, resolved ones newest first */
        get: operations["UnmatchedSmsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unmatched-sms/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach the text to a customer (optionally keeping the number) or to a new customer of a vendor: it joins that customer's thread */
        post: operations["UnmatchedSmsController_attach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unmatched-sms/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss the text; with block, also block its number (its next texts are never queued) */
        post: operations["UnmatchedSmsController_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every administrator, oldest first */
        get: operations["AdminsController_list"];
        put?: never;
        /** Invite an administrator: the account is created and a link to set its password is mailed */
        post: operations["AdminsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admins/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deactivate (its sessions end at once) or reactivate an administrator; never oneself, never the last active one */
        patch: operations["AdminsController_update"];
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account with its role, name, status and last sign-in, newest first, by part of name/email/phone, role and status */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Deactivate (it cannot sign in, its sessions end at once) or reactivate an account */
        patch: operations["AdminUsersController_update"];
        trace?: never;
    };
    "/api/admin/users/{id}/end-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the account, on every API process at once */
        post: operations["AdminUsersController_endSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the account the password recovery link */
        post: operations["AdminUsersController_passwordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the email once confirmed: a link goes to the new address; until opened the old one stays */
        post: operations["AdminUsersController_emailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/phone-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the phone once confirmed: a link goes to the account's confirmed email; until opened the old one stays */
        post: operations["AdminUsersController_phoneChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Landing of a contact change link: applies it, then 303 to the site (#type=email_change or the error) */
        get: operations["ContactConfirmController_confirm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthResponse: {
            /** @enum {string} */
            status: "ok";
            /** @description Seconds the process has been up */
            uptime_s: number;
            /** @example 0.1.0 */
            version: string;
        };
        ReadinessResponse: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @enum {string} */
            database: "up" | "down";
            /** @description null when the database cannot be reached to count them */
            migrations_pending: number | null;
            /**
             * @description With REDIS_URL: whether the realtime adapter's Redis connections are up; null without REDIS_URL
             * @enum {string|null}
             */
            redis: "up" | "down" | null;
        };
        SignupDto: {
            /** @example owner@acme.test */
            email?: string;
            /**
             * @description E.164
             * @example +15551234567
             */
            phone?: string;
            /** @example Fixflow-demo-1 */
            password: string;
            /** @enum {string} */
            role: "vendor" | "technician";
            full_name?: string;
            /** @description A vendor's company; defaults to full_name */
            company_name?: string;
            city?: string;
            state?: string;
            /** @example America/New_York */
            timezone?: string;
            /** @description Where the confirmation link lands (this site only) */
            redirect_to?: string;
        };
        /**
         * @description null when no profile table holds the user
         * @enum {string}
         */
        Role: "vendor" | "technician" | "admin";
        AuthUser: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string | null;
            /** @description E.164 */
            phone: string | null;
            /** Format: date-time */
            email_confirmed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description null when no profile table holds the user */
            role: components["schemas"]["Role"] | null;
        };
        AuthSession: {
            access_token: string;
            /** @enum {string} */
            token_type: "bearer";
            /** @description Seconds the access token lives */
            expires_in: number;
            /** @description Unix time (seconds) the access token expires at */
            expires_at: number;
            refresh_token: string;
            user: components["schemas"]["AuthUser"];
        };
        SignupResponse: {
            user: components["schemas"]["AuthUser"];
            /** @description Always null: a registered email or phone answers as a new one does (issue 20). An email signs in once confirmed; a phone-only account with POST /auth/login */
            session: components["schemas"]["AuthSession"] | null;
            confirmation_sent: boolean;
        };
        LoginDto: {
            /** @example vendor@fixflow.test */
            email?: string;
            /** @example +15551234567 */
            phone?: string;
            /** @example Fixflow-demo-1 */
            password: string;
        };
        RefreshDto: {
            refresh_token: string;
        };
        RecoverDto: {
            /** @example vendor@fixflow.test */
            email: string;
            /**
             * @description Where the recovery link lands (this site only)
             * @example /reset-password
             */
            redirect_to?: string;
        };
        Empty: Record<string, never>;
        UpdatePasswordDto: {
            password: string;
            /** @description Required, except on the session a recovery link started (the password was forgotten) */
            current_password?: string;
        };
        AuthProvidersView: {
            /**
             * @description The "Sign in with …" button's provider name; null: no OIDC sign-in on this site
             * @example Google
             */
            oidc: string | null;
        };
        UserProfile: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            role: components["schemas"]["Role"];
            /** @description The account's status: a vendor's pending/active/suspended, a technician's or admin's active/inactive */
            status: string;
            /** @example America/New_York */
            timezone: string | null;
            state?: string | null;
            city?: string | null;
            /** @description Vendors only */
            company_name?: string | null;
            /**
             * Format: uuid
             * @description Vendors only
             */
            vendor_id?: string;
        };
        UpdateProfileDto: {
            /** @description A vendor's full_name is its company_name */
            full_name?: string;
            /**
             * @description stored in E.164
             * @example +15551234567
             */
            phone?: string | null;
            city?: string | null;
            state?: string | null;
            /**
             * @description Admins and vendors only; null → the browser's own
             * @example Europe/Berlin
             */
            timezone?: string | null;
        };
        /** @enum {string} */
        VendorStatus: "pending" | "active" | "suspended";
        VendorSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            company_name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            city: string | null;
            state: string | null;
            status: components["schemas"]["VendorStatus"];
            timezone: string | null;
            /** Format: date-time */
            created_at: string;
        };
        VendorList: {
            items: components["schemas"]["VendorSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            next_cursor: string | null;
        };
        VendorRosterEntry: {
            /** Format: uuid */
            technician_id: string;
            full_name: string | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            /** @description percent */
            commission_rate: number | null;
        };
        VendorDetails: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            user_id: string;
            company_name: string;
            /** Format: email */
            email: string | null;
            phone: string | null;
            city: string | null;
            state: string | null;
            status: components["schemas"]["VendorStatus"];
            timezone: string | null;
            /** Format: date-time */
            created_at: string;
            technicians: components["schemas"]["VendorRosterEntry"][];
        };
        UpdateVendorDto: {
            /**
             * @description active to activate, suspended to suspend
             * @enum {string}
             */
            status: "pending" | "active" | "suspended";
        };
        VendorSettings: {
            /** @example 50.00 */
            default_commission_pct: string;
            /** @example 8.000 */
            tax_rate_pct: string;
            tax_labor: boolean;
            /** @example 2.90 */
            card_fee_pct: string;
            /** @example 0.30 */
            card_fee_fixed: string;
            /** @example 1 */
            settlement_week_start: number;
            /** @example America/Los_Angeles */
            timezone: string;
            /**
             * @description days after a completion within which a new order for the same appliance is a recall
             * @example 30
             */
            recall_window_days: number;
            /** @description text the customer when the technician taps "On my way" */
            on_my_way_sms: boolean;
            /**
             * @description the language of texts to customers
             * @enum {string}
             */
            customer_language: "en" | "ru";
            /**
             * Format: date-time
             * @description null while the defaults apply
             */
            updated_at: string | null;
        };
        UpdateVendorSettingsRequest: {
            /**
             * @description percent: the technician's share of the base unless its roster link overrides it
             * @example 50.00
             */
            default_commission_pct: string;
            /**
             * @description percent: the default tax rate of new orders
             * @example 8.000
             */
            tax_rate_pct: string;
            /** @description labor is taxed too, not only parts */
            tax_labor: boolean;
            /**
             * @description percent of each card or online payment
             * @example 2.90
             */
            card_fee_pct: string;
            /**
             * @description added to each card or online payment
             * @example 0.30
             */
            card_fee_fixed: string;
            /**
             * @description 0 Sunday … 6 Saturday
             * @example 1
             */
            settlement_week_start: number;
            /** @example America/Los_Angeles */
            timezone: string;
            /**
             * @description days after a completion within which a new order for the same appliance is a recall; kept when left out
             * @example 30
             */
            recall_window_days?: number;
            /** @description text the customer when the technician taps "On my way"; kept when left out */
            on_my_way_sms?: boolean;
            /**
             * @description the language of texts to customers; kept when left out
             * @enum {string}
             */
            customer_language?: "en" | "ru";
        };
        MetricRate: {
            numerator: number;
            denominator: number;
            /** @description numerator ÷ denominator; null with nothing to divide */
            value: number | null;
        };
        TechnicianMetrics: {
            /** @description orders of the period, less customer-side cancellations and those still ahead */
            assigned: number;
            completed: number;
            cancelled: number;
            customer_cancelled: number;
            recalls_automatic: number;
            recalls_confirmed: number;
            first_visit: number;
            arrivals: number;
            on_time: number;
            ticket_orders: number;
            /** @description cents */
            ticket_sum: number;
            /** @description cents */
            revenue: number;
            /** @description cents */
            earnings: number;
            rating_sum: number;
            rating_count: number;
            completion_rate: components["schemas"]["MetricRate"];
            recall_rate: components["schemas"]["MetricRate"];
            confirmed_recall_rate: components["schemas"]["MetricRate"];
            first_visit_rate: components["schemas"]["MetricRate"];
            on_time_rate: components["schemas"]["MetricRate"];
            /** @description cents */
            average_ticket: number | null;
            /** @description 1–5, two decimals */
            rating: number | null;
            /** Format: uuid */
            technician_id: string;
            /**
             * Format: uuid
             * @description null: across every vendor
             */
            vendor_id: string | null;
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            /** Format: date-time */
            computed_at: string;
        };
        PerformanceTechnician: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
        };
        PerformanceRow: {
            technician: components["schemas"]["PerformanceTechnician"];
            metrics: components["schemas"]["TechnicianMetrics"];
        };
        MetricFigures: {
            /** @description orders of the period, less customer-side cancellations and those still ahead */
            assigned: number;
            completed: number;
            cancelled: number;
            customer_cancelled: number;
            recalls_automatic: number;
            recalls_confirmed: number;
            first_visit: number;
            arrivals: number;
            on_time: number;
            ticket_orders: number;
            /** @description cents */
            ticket_sum: number;
            /** @description cents */
            revenue: number;
            /** @description cents */
            earnings: number;
            rating_sum: number;
            rating_count: number;
            completion_rate: components["schemas"]["MetricRate"];
            recall_rate: components["schemas"]["MetricRate"];
            confirmed_recall_rate: components["schemas"]["MetricRate"];
            first_visit_rate: components["schemas"]["MetricRate"];
            on_time_rate: components["schemas"]["MetricRate"];
            /** @description cents */
            average_ticket: number | null;
            /** @description 1–5, two decimals */
            rating: number | null;
        };
        WeeklyPerformance: {
            /** Format: date */
            week_start: string;
            /** Format: uuid */
            technician_id: string;
            completed: number;
            /** @description cents */
            revenue: number;
        };
        PerformanceReport: {
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            rows: components["schemas"]["PerformanceRow"][];
            /** @description the vendor-wide figure: every row’s counts added up */
            par: components["schemas"]["MetricFigures"];
            /** @description whole weeks (from the vendor’s settlement week start) overlapping the period */
            weekly: components["schemas"]["WeeklyPerformance"][];
            /**
             * Format: date-time
             * @description when the oldest row shown was computed
             */
            computed_at: string | null;
        };
        RecalculateMetricsDto: {
            /**
             * @description The period ends today in the caller’s time zone
             * @example 90
             */
            period_days: number;
        };
        /** @enum {string} */
        MetricDrilldown: "assigned" | "completed" | "cancelled" | "recalls" | "first_visit_missed" | "late" | "rated";
        MetricOrder: {
            /** Format: uuid */
            id: string;
            invoice_number: string;
            /** Format: date */
            service_date: string;
            customer_name: string;
            status: string;
            /** @description cents; null when not completed */
            total: number | null;
            rating: number | null;
            /** Format: uuid */
            recall_order_id: string | null;
            recall_invoice_number: string | null;
            /** @enum {string|null} */
            recall_status: "suspected" | "dismissed" | null;
            /** Format: date-time */
            arrived_at: string | null;
        };
        MetricOrderList: {
            items: components["schemas"]["MetricOrder"][];
        };
        TechnicianSummary: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            role: string;
            state: string | null;
            city: string | null;
            status: string;
            completed_orders: number;
            rating: number | null;
            timezone: string | null;
            /** @description percent; the caller vendor's override */
            commission_rate: number | null;
        };
        /** @description An invitation as the vendor who sent it sees it: no name until the technician answers */
        RosterInvitation: {
            /** Format: uuid */
            id: string;
            /**
             * Format: email
             * @description the email the vendor typed
             */
            email: string | null;
            /** @description the technician's name once it declined */
            full_name: string | null;
            /** @enum {string} */
            status: "invited" | "declined";
            /** Format: date-time */
            invited_at: string;
            /** Format: date-time */
            answered_at: string | null;
            /**
             * Format: date-time
             * @description declined: from when the vendor may invite again
             */
            reinvite_from: string | null;
            /** @description percent, applied once accepted; null → the vendor's default */
            commission_rate: number | null;
        };
        UpdateRosterTechnicianDto: {
            /**
             * @description percent; null → the vendor's default_commission_pct
             * @example 40.00
             */
            commission_pct: string | null;
        };
        AddRosterTechnicianDto: {
            /** @example tech2@fixflow.test */
            email: string;
            /** @description percent; null → the vendor's default */
            commission_rate?: number | null;
        };
        /** @enum {string} */
        RosterLinkStatus: "invited" | "accepted" | "declined";
        InvitingVendor: {
            /** Format: uuid */
            id: string;
            company_name: string;
            city: string | null;
            state: string | null;
        };
        /** @description An invitation as the invited technician sees it */
        TechnicianInvitation: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["RosterLinkStatus"];
            /** Format: date-time */
            invited_at: string;
            /** Format: date-time */
            answered_at: string | null;
            vendor: components["schemas"]["InvitingVendor"];
        };
        AuditEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            actor_id: string | null;
            /** @description The actor's name (profile name or email) */
            actor_name: string | null;
            /** @example admin */
            actor_role: string;
            /** @example technician.deactivate */
            action: string;
            /** @example technician */
            target_type: string;
            target_id: string | null;
            /** @description The record's changed fields before */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The same fields after */
            after: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            at: string;
        };
        AuditList: {
            items: components["schemas"]["AuditEntry"][];
            next_cursor: string | null;
        };
        TechnicianRoster: {
            /** Format: uuid */
            vendor_id: string;
            company_name: string | null;
        };
        TechnicianFigureRate: {
            numerator: number;
            denominator: number;
            value: number | null;
        };
        TechnicianFigures: {
            /** Format: date */
            period_start: string;
            /** Format: date */
            period_end: string;
            assigned: number;
            completed: number;
            completion_rate: components["schemas"]["TechnicianFigureRate"];
            recall_rate: components["schemas"]["TechnicianFigureRate"];
            confirmed_recall_rate: components["schemas"]["TechnicianFigureRate"];
            first_visit_rate: components["schemas"]["TechnicianFigureRate"];
            on_time_rate: components["schemas"]["TechnicianFigureRate"];
            /** @description cents */
            average_ticket: number | null;
            rating: number | null;
        };
        AdminTechnician: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
            email: string | null;
            phone: string | null;
            city: string | null;
            state: string | null;
            /** @example active */
            status: string;
            /** Format: date-time */
            created_at: string;
            /** @description The vendors' rosters it is on (accepted) */
            rosters: components["schemas"]["TechnicianRoster"][];
            /** @description The newest stored cross-vendor figures; null when never computed */
            figures: components["schemas"]["TechnicianFigures"] | null;
        };
        AdminTechnicianList: {
            items: components["schemas"]["AdminTechnician"][];
            next_cursor: string | null;
        };
        UpdateTechnicianStatusDto: {
            /**
             * @description inactive: cannot sign in or be assigned, its sessions end at once
             * @enum {string}
             */
            status: "active" | "inactive";
        };
        OutboxMessage: {
            /** Format: uuid */
            id: string;
            to: string;
            subject: string;
            text: string;
            /** @example signup */
            kind: string;
            /** Format: date-time */
            created_at: string;
        };
        PlatformVendorDefaults: {
            /** @example 0.000 */
            tax_rate_pct: string;
            /** @example 50.00 */
            default_commission_pct: string;
            /** @example 30 */
            recall_window_days: number;
        };
        UpdatePlatformVendorDefaultsRequest: {
            /**
             * @description percent: the default tax rate of new orders
             * @example 8.000
             */
            tax_rate_pct: string;
            /**
             * @description percent: the technician's share of the base
             * @example 50.00
             */
            default_commission_pct: string;
            /** @example 30 */
            recall_window_days: number;
        };
        ProviderStatus: {
            /** @enum {string} */
            provider: "smtp" | "twilio" | "stripe" | "web_push";
            configured: boolean;
            /** Format: date-time */
            last_success_at: string | null;
            last_success_message: string | null;
            /** Format: date-time */
            last_failure_at: string | null;
            last_failure_message: string | null;
        };
        JobStateCounts: {
            created: number;
            retry: number;
            active: number;
            completed: number;
            cancelled: number;
            failed: number;
        };
        JobQueueSummary: {
            name: string;
            counts: components["schemas"]["JobStateCounts"];
        };
        JobEntry: {
            /** Format: uuid */
            id: string;
            queue: string;
            /** @enum {string} */
            state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
            retry_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            error: string | null;
        };
        JobsOverview: {
            queues: components["schemas"]["JobQueueSummary"][];
            recent: components["schemas"]["JobEntry"][];
            failures: components["schemas"]["JobEntry"][];
        };
        LiveRemote: {
            /** @example vendor */
            remote: string;
            /** @example 0.1.0 */
            version: string | null;
        };
        RemoteRelease: {
            /** @example vendor */
            remote: string;
            /** @example 0.1.0 */
            from: string | null;
            /** @example 0.2.0 */
            to: string;
            /** @example release */
            action: string;
            /** Format: date-time */
            at: string;
        };
        RemoteVersions: {
            live: components["schemas"]["LiveRemote"][];
            /** @description Newest first */
            history: components["schemas"]["RemoteRelease"][];
        };
        OutboxLinkState: {
            /** @example signup */
            purpose: string;
            /** @enum {string} */
            state: "used" | "expired" | "live" | "unknown";
        };
        MaskedOutboxMessage: {
            /** Format: uuid */
            id: string;
            to: string;
            subject: string;
            /** @description The body with every one-time link replaced by [link used|expired|unused] */
            text: string;
            /** @example signup */
            kind: string;
            /** Format: date-time */
            created_at: string;
            links: components["schemas"]["OutboxLinkState"][];
            /**
             * Format: uuid
             * @description The recipient's account while its email is unconfirmed (resend-confirmation)
             */
            unconfirmed_user_id: string | null;
        };
        CreateApplianceRequest: {
            brand?: string | null;
            model?: string | null;
            serial?: string | null;
            /**
             * Format: date
             * @description yyyy-mm-dd, today or earlier in the vendor’s time zone
             */
            install_date?: string | null;
            /** @example Washer */
            type: string;
        };
        CreateOrderDto: {
            email?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
            appliance_type?: string | null;
            issue_description?: string | null;
            taxable?: boolean;
            /** @description percent, 0–100 */
            tax_rate?: number;
            invoice_message?: string | null;
            /** @example Jane Doe */
            customer_name: string;
            /**
             * @description stored in E.164
             * @example (512) 555-0134
             */
            phone: string;
            /** @example 2026-12-01 */
            service_date: string;
            /** @example morning */
            time_slot: string;
            /**
             * @description Any source but technician_personal
             * @enum {string}
             */
            order_source?: "phone" | "website" | "sms" | "email" | "referral" | "other";
            /**
             * Format: uuid
             * @description One of the customer's appliances (null: none)
             */
            appliance_id?: string | null;
            /** @description A new appliance, recorded for the customer with the order (instead of appliance_id) */
            appliance?: components["schemas"]["CreateApplianceRequest"] | null;
        };
        OrderTechnician: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
        };
        /** @enum {string} */
        OrderSource: "phone" | "website" | "sms" | "email" | "referral" | "other" | "technician_personal";
        /** @enum {string} */
        RecallStatus: "suspected" | "dismissed";
        /** @enum {string} */
        OrderStatus: "pending" | "accepted" | "en_route" | "in_progress" | "on_hold" | "completed" | "closed" | "cancelled";
        /** @enum {string} */
        TechnicianOrderLabel: "" | "Assigned" | "Accepted" | "On the way" | "Working" | "On hold" | "Completed" | "Closed" | "Cancelled";
        /** @enum {string} */
        VendorOrderLabel: "New" | "Scheduled" | "Dispatched" | "In progress" | "On hold" | "Awaiting approval" | "Done" | "Cancelled";
        Order: {
            /** Format: uuid */
            id: string;
            /**
             * @description INV- and the platform's invoice sequence; a technician's personal booking PB- and a sequence of its own: it is never invoiced
             * @example INV-1042
             */
            invoice_number: string;
            /**
             * Format: uuid
             * @description null for a technician's personal booking
             */
            vendor_id: string | null;
            /** Format: uuid */
            customer_id: string | null;
            /** Format: uuid */
            technician_id: string | null;
            technician: components["schemas"]["OrderTechnician"] | null;
            order_source: components["schemas"]["OrderSource"];
            customer_name: string;
            /** @description E.164 for a customer; as typed on a personal booking */
            phone: string;
            /** Format: email */
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            /** Format: date */
            service_date: string;
            /**
             * @description A named slot or 'HH:MM-HH:MM' in the vendor's timezone
             * @example morning
             */
            time_slot: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            appliance_type: string | null;
            /**
             * Format: uuid
             * @description The customer's appliance the order is for
             */
            appliance_id: string | null;
            /**
             * Format: uuid
             * @description The earlier order this one repeats (a recall)
             */
            recall_of_order_id: string | null;
            recall_status: components["schemas"]["RecallStatus"] | null;
            /** @description The customer's rating, recorded when closing */
            rating: number | null;
            issue_description: string | null;
            taxable: boolean;
            /** @description percent, 0–100 */
            tax_rate: number;
            invoice_message: string | null;
            status: components["schemas"]["OrderStatus"];
            technician_status: components["schemas"]["TechnicianOrderLabel"];
            vendor_status: components["schemas"]["VendorOrderLabel"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CreatePersonalOrderDto: {
            email?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
            appliance_type?: string | null;
            issue_description?: string | null;
            taxable?: boolean;
            /** @description percent, 0–100 */
            tax_rate?: number;
            invoice_message?: string | null;
            /** @description null or blank → 'Personal Booking' */
            customer_name?: string | null;
            /** @description E.164 like every phone; null or blank → SPEC.md's placeholder 000-000-0000 */
            phone?: string | null;
            /** @example 2026-12-01 */
            service_date: string;
            /** @example morning */
            time_slot?: string;
        };
        /** @enum {string} */
        OrderListSort: "created" | "date" | "invoice";
        OrderList: {
            items: components["schemas"]["Order"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            next_cursor: string | null;
        };
        BulkOrderDto: {
            ids: string[];
            /** @enum {string} */
            action: "reassign" | "cancel";
            /**
             * Format: uuid
             * @description Required with reassign: the technician every order goes to
             */
            technician_id?: string;
            /** @description Cancel only, and required there: written to each order's history (trimmed) */
            reason?: string;
        };
        /**
         * @description Why it was refused: the code the single-order call answers
         * @enum {string}
         */
        ErrorCode: "NOT_LOGGED_IN_CREATE_ORDER" | "VENDOR_NOT_FOUND" | "NOT_AUTHENTICATED" | "NO_ACTIVE_SESSION" | "PROFILE_NOT_FOUND" | "PASSWORD_UPDATE_FAILED" | "PROFILE_UPDATE_FAILED" | "ORDER_NOT_FOUND" | "AUTH_SESSION_MISSING" | "EMAIL_OR_PHONE_REQUIRED" | "VALIDATION_FAILED" | "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "TOO_MANY_REQUESTS" | "FORBIDDEN" | "INTERNAL" | "INVALID_CREDENTIALS" | "EMAIL_NOT_CONFIRMED" | "USER_ALREADY_REGISTERED" | "WEAK_PASSWORD" | "REFRESH_TOKEN_INVALID" | "LINK_INVALID" | "OIDC_EMAIL_NOT_VERIFIED" | "OIDC_SIGN_IN_FAILED" | "OIDC_NOT_CONFIGURED" | "TOO_MANY_ATTEMPTS" | "CURRENT_PASSWORD_REQUIRED" | "CURRENT_PASSWORD_INVALID" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE" | "ACCOUNT_DEACTIVATED" | "USER_NOT_FOUND" | "ADMIN_NOT_FOUND" | "LAST_ACTIVE_ADMIN" | "CANNOT_CHANGE_OWN_STATUS" | "NO_CONFIRMED_EMAIL" | "CONTACT_UNCHANGED" | "SLOT_TAKEN" | "TRANSITION_NOT_ALLOWED" | "REASON_REQUIRED" | "ORDER_NOT_EDITABLE" | "TECHNICIAN_NOT_FOUND" | "TECHNICIAN_INACTIVE" | "CUSTOMER_NOT_FOUND" | "ALREADY_ON_ROSTER" | "INVITATION_NOT_FOUND" | "INVITATION_DECLINED" | "INVITATION_ANSWERED" | "ORDER_NOT_COMPLETED" | "SETTLEMENT_NOT_FOUND" | "SETTLEMENT_NOT_OPEN" | "SETTLEMENT_NOT_FINALIZED" | "PAYOUT_TOO_LARGE" | "PAYMENTS_NOT_CONFIGURED" | "NOTHING_DUE" | "WEBHOOK_SIGNATURE_INVALID" | "INVOICE_NOT_FOUND" | "APPLIANCE_NOT_FOUND" | "NOT_A_RECALL" | "ORDER_NOT_CLOSED" | "SERVICE_UNAVAILABLE" | "PAYLOAD_TOO_LARGE" | "CUSTOMER_OPTED_OUT" | "SMS_SIGNATURE_INVALID" | "SMS_NOT_FOUND" | "SMS_ALREADY_RESOLVED" | "CONVERSATION_NOT_FOUND" | "OUTSIDE_WORKING_HOURS" | "OFFER_NOT_FOUND" | "OFFER_TAKEN" | "OFFER_WITHDRAWN" | "ORDER_NOT_OFFERABLE" | "CUSTOMER_MERGED" | "MERGE_SAME_CUSTOMER" | "PHONE_IN_USE" | "IDEMPOTENCY_KEY_INVALID" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
        BulkOrderItem: {
            /** Format: uuid */
            id: string;
            /** @description Whether this order was moved */
            ok: boolean;
            /** @description Why it was refused: the code the single-order call answers */
            code?: components["schemas"]["ErrorCode"];
            /** @description The order as it now is */
            order?: components["schemas"]["Order"];
        };
        BulkOrderResult: {
            /** @description One per id, in the order asked */
            items: components["schemas"]["BulkOrderItem"][];
        };
        /**
         * @description what the line records
         * @enum {string}
         */
        OrderHistoryKind: "created" | "status" | "assigned" | "unassigned" | "declined" | "rescheduled" | "edited" | "offered" | "offer_taken" | "offer_withdrawn" | "hours_override" | "payment" | "rating" | "customer_merged";
        /**
         * @description For a cancellation: whose side called it off
         * @enum {string}
         */
        CancelSide: "customer" | "company";
        OrderHistoryEntry: {
            /** Format: uuid */
            id: string;
            /** @description what the line records */
            kind: components["schemas"]["OrderHistoryKind"];
            /** @description null for the creation */
            from: components["schemas"]["OrderStatus"] | null;
            to: components["schemas"]["OrderStatus"];
            /** Format: uuid */
            actor_id: string | null;
            actor_role: string | null;
            /** @description who acted, as the viewer may see them; null for the system */
            actor_name: string | null;
            reason: string | null;
            /** @description For a cancellation: whose side called it off */
            cancel_side: components["schemas"]["CancelSide"] | null;
            /** @description each changed field's value before and after */
            changes: {
                [key: string]: {
                    from: (string | number | boolean) | null;
                    to: (string | number | boolean) | null;
                };
            } | null;
            /** Format: date-time */
            at: string;
        };
        Appliance: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customer_id: string;
            /** @example Washer */
            type: string;
            brand: string | null;
            model: string | null;
            serial: string | null;
            /** Format: date */
            install_date: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        OrderRecall: {
            status: components["schemas"]["RecallStatus"];
            /** Format: uuid */
            original_order_id: string;
            /** @example INV-1042 */
            original_invoice_number: string;
            /**
             * Format: uuid
             * @description The recall is charged to this technician
             */
            technician_id: string | null;
            technician_name: string | null;
            /** Format: date-time */
            original_completed_at: string;
            dismissed_reason: string | null;
            /** Format: date-time */
            dismissed_at: string | null;
        };
        OrderDetails: {
            /** Format: uuid */
            id: string;
            /**
             * @description INV- and the platform's invoice sequence; a technician's personal booking PB- and a sequence of its own: it is never invoiced
             * @example INV-1042
             */
            invoice_number: string;
            /**
             * Format: uuid
             * @description null for a technician's personal booking
             */
            vendor_id: string | null;
            /** Format: uuid */
            customer_id: string | null;
            /** Format: uuid */
            technician_id: string | null;
            technician: components["schemas"]["OrderTechnician"] | null;
            order_source: components["schemas"]["OrderSource"];
            customer_name: string;
            /** @description E.164 for a customer; as typed on a personal booking */
            phone: string;
            /** Format: email */
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            /** Format: date */
            service_date: string;
            /**
             * @description A named slot or 'HH:MM-HH:MM' in the vendor's timezone
             * @example morning
             */
            time_slot: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            appliance_type: string | null;
            /**
             * Format: uuid
             * @description The customer's appliance the order is for
             */
            appliance_id: string | null;
            /**
             * Format: uuid
             * @description The earlier order this one repeats (a recall)
             */
            recall_of_order_id: string | null;
            recall_status: components["schemas"]["RecallStatus"] | null;
            /** @description The customer's rating, recorded when closing */
            rating: number | null;
            issue_description: string | null;
            taxable: boolean;
            /** @description percent, 0–100 */
            tax_rate: number;
            invoice_message: string | null;
            status: components["schemas"]["OrderStatus"];
            technician_status: components["schemas"]["TechnicianOrderLabel"];
            vendor_status: components["schemas"]["VendorOrderLabel"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            history: components["schemas"]["OrderHistoryEntry"][];
            appliance: components["schemas"]["Appliance"] | null;
            /** @description Set when the order repeats an earlier one */
            recall: components["schemas"]["OrderRecall"] | null;
        };
        UpdateOrderDto: {
            email?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
            appliance_type?: string | null;
            issue_description?: string | null;
            taxable?: boolean;
            /** @description percent, 0–100 */
            tax_rate?: number;
            invoice_message?: string | null;
            customer_name?: string;
            phone?: string;
            service_date?: string;
            time_slot?: string;
            /**
             * Format: uuid
             * @description One of the customer's appliances (null: none)
             */
            appliance_id?: string | null;
            /** @description A new appliance, recorded for the customer with the order (instead of appliance_id) */
            appliance?: components["schemas"]["CreateApplianceRequest"] | null;
            /** @description A new date or slot of an assigned order outside its technician's weekly hours: the dispatcher confirmed it (audited) */
            override_hours?: boolean;
        };
        AssignOrderDto: {
            /** Format: uuid */
            technician_id: string;
            /**
             * Format: date
             * @description The order's new date (else its own)
             */
            service_date?: string;
            /**
             * @description The order's new slot (else its own)
             * @example morning
             */
            time_slot?: string;
            /** @description The window is outside the technician's weekly hours and the dispatcher confirmed it (audited) */
            override_hours?: boolean;
        };
        DeclineOrderDto: {
            /** @description Shown to the vendor; trimmed */
            reason: string;
        };
        /**
         * @description who bought the parts
         * @enum {string}
         */
        Collector: "technician" | "vendor";
        /** @enum {string} */
        PaymentMethod: "cash" | "check" | "card" | "online";
        PaymentEntry: {
            method: components["schemas"]["PaymentMethod"];
            /** @example 382.00 */
            amount: string;
            collected_by: components["schemas"]["Collector"];
        };
        CompletionRequest: {
            /** @example 200.00 */
            labor: string;
            /**
             * @description what the customer pays for parts
             * @example 150.00
             */
            parts_price: string;
            /**
             * @description what the parts cost
             * @example 90.00
             */
            parts_cost: string;
            /** @description who bought the parts */
            parts_paid_by: components["schemas"]["Collector"];
            /** @example 20.00 */
            tip: string;
            /** @example Replaced the drain pump */
            resolution: string;
            payments: components["schemas"]["PaymentEntry"][];
        };
        TransitionOrderDto: {
            to: components["schemas"]["OrderStatus"];
            reason?: string;
            /** @description Required with to "completed": the job's figures and the payments taken */
            completion?: components["schemas"]["CompletionRequest"];
            /** @description With to "closed": the customer's 1–5 rating */
            rating?: number | null;
            /** @description With to "cancelled": whose side called it off (company unless told) */
            cancel_side?: components["schemas"]["CancelSide"];
        };
        OrderRatingDto: {
            rating: number | null;
        };
        RecallDecisionDto: {
            /** @description false: not a recall (with a reason); true: a recall after all (suspected again) */
            is_recall: boolean;
            /** @description Required with is_recall false */
            reason?: string | null;
        };
        /**
         * @description the vendor's whole roster, or its technicians in the order's city and state
         * @enum {string}
         */
        OfferAudience: "roster" | "area";
        CreateOfferRequest: {
            /**
             * @description the vendor's whole roster, or its technicians in the order's city and state
             * @default roster
             */
            audience: components["schemas"]["OfferAudience"];
        };
        /** @enum {string} */
        OfferStatus: "open" | "taken" | "withdrawn";
        OfferOrder: {
            /** @example INV-1042 */
            invoice_number: string;
            /** Format: date */
            service_date: string;
            /** @example morning */
            time_slot: string;
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            ends_at: string;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            appliance_type: string | null;
            issue_description: string | null;
            status: components["schemas"]["OrderStatus"];
        };
        Offer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            order_id: string;
            /** Format: uuid */
            vendor_id: string;
            /** @example Acme Appliance Repair */
            vendor_name: string;
            audience: components["schemas"]["OfferAudience"];
            status: components["schemas"]["OfferStatus"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            taken_at: string | null;
            /** @description The technician who took it */
            taken_by: components["schemas"]["OrderTechnician"] | null;
            order: components["schemas"]["OfferOrder"];
        };
        OfferList: {
            items: components["schemas"]["Offer"][];
        };
        OrderFinancials: {
            /** Format: uuid */
            order_id: string;
            /**
             * @description as entered at completion
             * @example 200.00
             */
            labor: string;
            /**
             * @description what the customer pays for parts
             * @example 150.00
             */
            parts_price: string;
            /**
             * @description what the parts cost
             * @example 90.00
             */
            parts_cost: string;
            /**
             * @description tax_rate_pct × (parts_price, + labor when tax_labor), rounded half-up
             * @example 12.00
             */
            tax: string;
            /**
             * @description labor + parts_price + tax
             * @example 362.00
             */
            total: string;
            /**
             * @description wholly the technician’s, never in the base
             * @example 20.00
             */
            tips: string;
            /**
             * @description Σ card/online payments × card_fee_pct + card_fee_fixed
             * @example 0.00
             */
            card_fees: string;
            /**
             * @description total − tax − parts_cost − card_fees, never below 0
             * @example 260.00
             */
            base: string;
            /**
             * @description percent: the roster link’s override, else the vendor’s default, when the job was completed
             * @example 50.00
             */
            commission_pct: string;
            /**
             * @description commission_pct × base
             * @example 130.00
             */
            technician_share: string;
            /**
             * @description base − technician_share
             * @example 130.00
             */
            vendor_share: string;
            /**
             * @description technician_share + parts_cost when the technician bought them + tips
             * @example 240.00
             */
            technician_due: string;
            /**
             * @description payments the technician took
             * @example 382.00
             */
            collected_by_technician: string;
            /**
             * @description payments the vendor took
             * @example 0.00
             */
            collected_by_vendor: string;
            /**
             * @description collected_by_technician − technician_due: positive, the technician owes the vendor
             * @example 142.00
             */
            balance: string;
            taxable: boolean;
            /** @example 8.000 */
            tax_rate_pct: string;
            tax_labor: boolean;
            /** @example 2.90 */
            card_fee_pct: string;
            /** @example 0.30 */
            card_fee_fixed: string;
            parts_paid_by: components["schemas"]["Collector"];
            resolution: string;
            payments: components["schemas"]["PaymentEntry"][];
            /** Format: date-time */
            completed_at: string;
            /** Format: date-time */
            calculated_at: string;
        };
        /** @enum {string} */
        SettlementStatus: "open" | "finalized" | "paid";
        SettlementSummary: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            vendor_id: string;
            vendor_name: string;
            /** Format: uuid */
            technician_id: string;
            technician_name: string | null;
            /** Format: date */
            week_start: string;
            /**
             * Format: date
             * @description the week’s last day
             */
            week_end: string;
            status: components["schemas"]["SettlementStatus"];
            orders: number;
            /**
             * @description Σ lines; positive: the technician owes the vendor
             * @example 142.00
             */
            balance: string;
            /** @example 0.00 */
            paid: string;
            /** @example 142.00 */
            outstanding: string;
            /** @description who pays what is outstanding */
            payer: components["schemas"]["Collector"] | null;
            /** Format: date-time */
            finalized_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
        };
        SettlementList: {
            items: components["schemas"]["SettlementSummary"][];
        };
        SettlementLine: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "order" | "adjustment";
            /** Format: uuid */
            order_id: string | null;
            invoice_number: string | null;
            /** Format: date */
            date: string;
            description: string;
            total: string | null;
            technician_share: string | null;
            tips: string | null;
            technician_due: string | null;
            collected_by_technician: string | null;
            /**
             * @description positive: the technician owes the vendor
             * @example 142.00
             */
            amount: string;
        };
        /** @enum {string} */
        PayoutMethod: "cash" | "check" | "bank_transfer" | "card" | "other";
        SettlementPayout: {
            /** Format: uuid */
            id: string;
            /** @example 142.00 */
            amount: string;
            method: components["schemas"]["PayoutMethod"];
            note: string | null;
            /** Format: date-time */
            paid_at: string;
        };
        SettlementDetails: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            vendor_id: string;
            vendor_name: string;
            /** Format: uuid */
            technician_id: string;
            technician_name: string | null;
            /** Format: date */
            week_start: string;
            /**
             * Format: date
             * @description the week’s last day
             */
            week_end: string;
            status: components["schemas"]["SettlementStatus"];
            orders: number;
            /**
             * @description Σ lines; positive: the technician owes the vendor
             * @example 142.00
             */
            balance: string;
            /** @example 0.00 */
            paid: string;
            /** @example 142.00 */
            outstanding: string;
            /** @description who pays what is outstanding */
            payer: components["schemas"]["Collector"] | null;
            /** Format: date-time */
            finalized_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            technician_share: string;
            tips: string;
            technician_due: string;
            collected_by_technician: string;
            lines: components["schemas"]["SettlementLine"][];
            payouts: components["schemas"]["SettlementPayout"][];
        };
        RecordPayoutRequest: {
            /** @example 142.00 */
            amount: string;
            method: components["schemas"]["PayoutMethod"];
            note?: string | null;
        };
        AddAdjustmentRequest: {
            /** @example 15.00 */
            amount: string;
            /** @description who owes the amount to the other */
            owed_by: components["schemas"]["Collector"];
            /** @example Late tip on INV-000123 */
            description: string;
        };
        PaymentListItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            order_id: string;
            invoice_number: string;
            customer_name: string;
            technician_name: string | null;
            method: components["schemas"]["PaymentMethod"];
            /** @example 382.00 */
            amount: string;
            collected_by: components["schemas"]["Collector"];
            /** @enum {string} */
            source: "completion" | "manual" | "pay_link";
            /** Format: date-time */
            recorded_at: string;
        };
        PaymentMethodTotals: {
            /** @example 382.00 */
            cash: string;
            /** @example 0.00 */
            check: string;
            /** @example 0.00 */
            card: string;
            /** @example 0.00 */
            online: string;
        };
        PaymentTotals: {
            count: number;
            /** @example 382.00 */
            total: string;
            by_method: components["schemas"]["PaymentMethodTotals"];
        };
        PaymentList: {
            items: components["schemas"]["PaymentListItem"][];
            next_cursor: string | null;
            /** @description of everything the filter matches, not only this page */
            totals: components["schemas"]["PaymentTotals"];
        };
        PaymentLink: {
            /**
             * Format: uri
             * @description Stripe Checkout’s page; the customer returns to /payment-success or /payment-cancel
             */
            url: string;
            /** @example 382.00 */
            amount: string;
        };
        WebhookReceived: {
            /** @enum {boolean} */
            received: true;
        };
        PublicInvoicePayment: {
            method: components["schemas"]["PaymentMethod"];
            /** @example 382.00 */
            amount: string;
        };
        PublicCheckout: {
            /** @example cs_test_a1B2c3 */
            session_id: string;
            /** @description whether the payment of this Checkout Session is recorded on the invoice (Stripe’s webhook records it) */
            recorded: boolean;
        };
        PublicInvoice: {
            invoice_number: string;
            vendor_name: string;
            customer_name: string;
            /** Format: date */
            service_date: string;
            /** @example 200.00 */
            labor: string;
            /** @example 150.00 */
            parts_price: string;
            /** @example 12.00 */
            tax: string;
            /** @example 362.00 */
            total: string;
            /** @example 20.00 */
            tips: string;
            payments: components["schemas"]["PublicInvoicePayment"][];
            /** @example 382.00 */
            paid: string;
            /** @example 0.00 */
            balance_due: string;
            invoice_message: string | null;
            /** @description with ?session_id=: whether that Checkout’s payment is recorded; else null */
            checkout: components["schemas"]["PublicCheckout"] | null;
        };
        RecordPaymentRequest: {
            method: components["schemas"]["PaymentMethod"];
            /** @example 120.00 */
            amount: string;
            collected_by: components["schemas"]["Collector"];
        };
        Customer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            vendor_id: string;
            first_name: string;
            last_name: string | null;
            /** @description E.164 */
            phone: string;
            /** Format: email */
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerList: {
            items: components["schemas"]["Customer"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            next_cursor: string | null;
        };
        /** @enum {string} */
        DuplicateReason: "same_phone" | "same_name_and_address";
        DuplicatePair: {
            customers: components["schemas"]["Customer"][];
            reasons: components["schemas"]["DuplicateReason"][];
        };
        DuplicateList: {
            /** @description Strongest first (both reasons, then the same phone), at most 100 */
            items: components["schemas"]["DuplicatePair"][];
        };
        CustomerPhoneEntry: {
            /** Format: uuid */
            id: string;
            /** @description E.164 */
            phone: string;
            /** @example work */
            label: string | null;
        };
        CustomerAddress: {
            /** Format: uuid */
            id: string;
            /** @example rental */
            label: string | null;
            address: string;
            city: string | null;
            state: string | null;
            zip_code: string | null;
        };
        MergedCustomerSnapshot: {
            first_name: string;
            last_name: string | null;
            /** @description E.164 */
            phone: string;
            /** Format: email */
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
        };
        CustomerMergeMoved: {
            orders: number;
            appliances: number;
            /** @description Texts to and from the customer */
            messages: number;
            phones: number;
            addresses: number;
        };
        CustomerMergeRecord: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The customer kept
             */
            kept_id: string;
            /**
             * Format: uuid
             * @description The customer merged into it (its GET answers 410 CUSTOMER_MERGED)
             */
            merged_id: string;
            /** @description The merged customer as it was */
            merged: components["schemas"]["MergedCustomerSnapshot"];
            /** @description What moved to the kept customer */
            moved: components["schemas"]["CustomerMergeMoved"];
            /** Format: uuid */
            actor_id: string | null;
            /** @description Who merged them: the vendor, or the admin */
            actor_name: string | null;
            /** Format: date-time */
            at: string;
        };
        CustomerRecord: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            vendor_id: string;
            first_name: string;
            last_name: string | null;
            /** @description E.164 */
            phone: string;
            /** Format: email */
            email: string | null;
            address: string | null;
            city: string | null;
            state: string | null;
            zip_code: string | null;
            /** Format: date-time */
            updated_at: string;
            orders: components["schemas"]["Order"][];
            /** @description The customer's appliances, oldest first */
            appliances: components["schemas"]["Appliance"][];
            notes: string | null;
            /** @description Other phones, oldest first (the own one is `phone`) */
            phones: components["schemas"]["CustomerPhoneEntry"][];
            /** @description Other service addresses, oldest first */
            addresses: components["schemas"]["CustomerAddress"][];
            /** @description The merges this customer absorbed, newest first */
            merges: components["schemas"]["CustomerMergeRecord"][];
        };
        CreateCustomerDto: {
            email?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
            /** @description Gate code, the dog, the preferred hours… */
            notes?: string | null;
            /**
             * @description first word → first_name, the rest → last_name
             * @example Jane Doe
             */
            name: string;
            /** @example (512) 555-0134 */
            phone: string;
        };
        CustomerPhoneInputDto: {
            /**
             * @description stored as E.164
             * @example (512) 555-0188
             */
            phone: string;
            /** @example work */
            label?: string | null;
        };
        CustomerAddressInputDto: {
            /** @example rental */
            label?: string | null;
            /** @example 48 Oak Ave */
            address: string;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
        };
        UpdateCustomerDto: {
            email?: string | null;
            address?: string | null;
            city?: string | null;
            state?: string | null;
            zip_code?: string | null;
            /** @description Gate code, the dog, the preferred hours… */
            notes?: string | null;
            /**
             * @description first word → first_name, the rest → last_name
             * @example Jane Doe
             */
            name?: string;
            /**
             * @description the customer's own number, stored as E.164
             * @example (512) 555-0134
             */
            phone?: string;
            /** @description The whole list of other phones (replaces it) */
            phones?: components["schemas"]["CustomerPhoneInputDto"][];
            /** @description The whole list of other addresses (replaces it) */
            addresses?: components["schemas"]["CustomerAddressInputDto"][];
        };
        MergeCustomersDto: {
            /**
             * Format: uuid
             * @description The customer merged into the one in the path, which is kept
             */
            from: string;
        };
        ApplianceList: {
            items: components["schemas"]["Appliance"][];
        };
        UpdateApplianceRequest: {
            brand?: string | null;
            model?: string | null;
            serial?: string | null;
            /**
             * Format: date
             * @description yyyy-mm-dd, today or earlier in the vendor’s time zone
             */
            install_date?: string | null;
            /** @example Washer */
            type?: string;
        };
        WeeklyHoursEntryDto: {
            /** @description 0 = Sunday */
            weekday: number;
            /** @example 08:00 */
            start: string;
            /** @example 17:00 */
            end: string;
        };
        WeeklyHoursDto: {
            weekly_hours: components["schemas"]["WeeklyHoursEntryDto"][];
        };
        WeeklyHoursEntry: {
            /** @description 0 = Sunday */
            weekday: number;
            /**
             * @description HH:MM local time
             * @example 08:00
             */
            start: string;
            /**
             * @description HH:MM local time
             * @example 17:00
             */
            end: string;
        };
        TimeOffEntry: {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            /** @example all_day */
            time_slot: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            reason: string | null;
        };
        TechnicianAvailability: {
            weekly_hours: components["schemas"]["WeeklyHoursEntry"][];
            time_off: components["schemas"]["TimeOffEntry"][];
        };
        CreateTimeOffDto: {
            /** @example 2026-12-24 */
            date: string;
            /** @example all_day */
            time_slot?: string;
            reason?: string | null;
        };
        /** @enum {string} */
        BusySlotKind: "order" | "personal" | "time_off";
        BusySlot: {
            kind: components["schemas"]["BusySlotKind"];
            /**
             * Format: uuid
             * @description Set for order and personal slots the caller may see
             */
            order_id?: string;
            /**
             * Format: date
             * @description yyyy-mm-dd in the slot's timezone
             */
            date: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
        };
        BoardTechnician: {
            /** Format: uuid */
            id: string;
            full_name: string | null;
            city: string | null;
            state: string | null;
            /**
             * @description The zone its weekly hours are wall-clock times in: its own, else its vendor's
             * @example America/Chicago
             */
            timezone: string;
            /** @description A weekday left out is a day off */
            weekly_hours: components["schemas"]["WeeklyHoursEntry"][];
            /** @description The vendors of the board's scope whose roster holds it */
            vendor_ids: string[];
        };
        /**
         * @description `other`: another vendor's job, shown as time only
         * @enum {string}
         */
        BoardBusyKind: "personal" | "time_off" | "other";
        BoardBusyRange: {
            /** Format: uuid */
            technician_id: string;
            /** @description `other`: another vendor's job, shown as time only */
            kind: components["schemas"]["BoardBusyKind"];
            /**
             * Format: date
             * @description yyyy-mm-dd on the board's clock
             */
            date: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @description A time off's reason; never set for `other` */
            reason: string | null;
        };
        BoardOffer: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            order_id: string;
            audience: components["schemas"]["OfferAudience"];
            /** Format: date-time */
            created_at: string;
        };
        ScheduleBoard: {
            /** Format: date */
            start: string;
            /** Format: date */
            end: string;
            /**
             * @description The zone the board's days are drawn in: the vendor's (every vendor's board: UTC)
             * @example America/Chicago
             */
            timezone: string;
            technicians: components["schemas"]["BoardTechnician"][];
            /** @description The scope's live orders assigned to the board's technicians, dated in the range */
            orders: components["schemas"]["Order"][];
            /** @description Unassigned live orders and those on hold, any date, oldest first (at most BOARD_TRAY_LIMIT) */
            tray: components["schemas"]["Order"][];
            busy: components["schemas"]["BoardBusyRange"][];
            /** @description Open offers of the scope's orders */
            offers: components["schemas"]["BoardOffer"][];
        };
        /** @enum {string} */
        NotificationType: "sms_received" | "order_completed" | "metrics_update" | "order_declined" | "offer_taken" | "order_assigned" | "order_offered" | "order_changed" | "settlement_ready";
        NotificationItem: {
            /** Format: uuid */
            id: string;
            type: components["schemas"]["NotificationType"];
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description The notification's own fields, by type */
            data: {
                [key: string]: unknown;
            };
        };
        NotificationList: {
            items: components["schemas"]["NotificationItem"][];
            /** @description The cursor of the next page; null on the last */
            next_cursor: string | null;
        };
        UnreadCount: {
            count: number;
        };
        ReadAllResult: {
            /** @description How many notifications were unread and are now read */
            marked: number;
        };
        PushPublicKey: {
            /** @description base64url, the uncompressed P-256 point (65 bytes) */
            publicKey: string;
        };
        PushSubscriptionKeysDto: {
            /** @description the browser's P-256 public key, base64url */
            p256dh: string;
            /** @description the browser's auth secret, base64url */
            auth: string;
        };
        PushSubscriptionDto: {
            /** @example https://fcm.googleapis.com/fcm/send/… */
            endpoint: string;
            /** @description milliseconds since the epoch; kept by the browser, ignored here */
            expirationTime?: number | null;
            keys: components["schemas"]["PushSubscriptionKeysDto"];
        };
        PushSubscriptionSaved: {
            endpoint: string;
        };
        DeletePushSubscriptionDto: {
            endpoint: string;
        };
        PushNotifyDto: {
            technicianIds: string[];
            title: string;
            body: string;
            /** @example /orders/7d4f1c52-2b7e-4c1a-9f1e-0a3c5e7b9d11 */
            url?: string;
        };
        PushNotifyResult: {
            /** @description Pushes the push services accepted */
            sent: number;
            /** @description Pushes refused or unreachable */
            failed: number;
            /** @description Expired subscriptions deleted */
            removed: number;
        };
        VendorDashboardCounts: {
            /** @description Visits on today's date that are not cancelled */
            today: number;
            /** @description New orders with no technician yet */
            unassigned: number;
            /** @description en_route + in_progress */
            in_progress: number;
            on_hold: number;
            /** @description completed, waiting for the vendor */
            awaiting_approval: number;
            /** @description Finished by a technician since Monday */
            completed_this_week: number;
        };
        VendorDashboard: {
            /**
             * Format: date
             * @description In the vendor's timezone
             */
            today: string;
            /** @description false: a brand-new account with no order yet */
            has_orders: boolean;
            counts: components["schemas"]["VendorDashboardCounts"];
        };
        VendorStatusCounts: {
            pending: number;
            active: number;
            suspended: number;
        };
        AdminOrdersDayCount: {
            /**
             * Format: date
             * @description The orders' service date
             */
            date: string;
            status: components["schemas"]["OrderStatus"];
            count: number;
        };
        AdminWeekFigures: {
            /**
             * Format: date
             * @description The Monday the week starts on
             */
            week_start: string;
            /** @description Orders completed that week (each once, by its latest completion) */
            completed: number;
            /** @description cents: billed totals of those orders, tips excluded */
            revenue: number;
        };
        AdminDashboard: {
            /**
             * Format: date
             * @description In the admin's timezone
             */
            today: string;
            vendors: components["schemas"]["VendorStatusCounts"];
            /** @description Technicians whose account is active */
            technicians: number;
            /** @description Orders of every vendor on today's date that are not cancelled */
            orders_today: number;
            /** @description Incoming texts waiting in the Unknown SMS queue */
            unmatched_sms: number;
            /** @description Last 30 days up to today, by service date and status; only pairs with orders */
            orders_by_day: components["schemas"]["AdminOrdersDayCount"][];
            /** @description The last 12 weeks, oldest first */
            weeks: components["schemas"]["AdminWeekFigures"][];
            /** @description pg-boss jobs out of retries, still kept as failed */
            failed_jobs: number;
        };
        /** @enum {string} */
        ConversationKind: "order" | "support";
        ChatMessage: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            conversation_id: string;
            /** Format: uuid */
            author_id: string;
            /** @description The vendor's company, the technician's or admin's name */
            author_name: string | null;
            /** @enum {string} */
            author_role: "vendor" | "technician" | "admin";
            /** @description Plain text: shown as text, never as HTML */
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        Conversation: {
            /** Format: uuid */
            id: string;
            kind: components["schemas"]["ConversationKind"];
            /** Format: uuid */
            order_id: string | null;
            invoice_number: string | null;
            /** @example INV-1042 · Ann Lee */
            title: string;
            /** @description null before the first message */
            last_message: components["schemas"]["ChatMessage"] | null;
            /** @description Messages by others since the caller last read it */
            unread: number;
            /** Format: date-time */
            updated_at: string;
        };
        ConversationList: {
            items: components["schemas"]["Conversation"][];
            /** @description Unread messages across every conversation */
            unread: number;
        };
        OpenConversationDto: {
            /** @description order: about one order; support: the caller with the admins */
            kind: components["schemas"]["ConversationKind"];
            /**
             * Format: uuid
             * @description The order, for kind order
             */
            order_id?: string;
        };
        ChatMessagePage: {
            /** @description Newest last */
            items: components["schemas"]["ChatMessage"][];
            /** @description Reads the older messages */
            next_cursor: string | null;
        };
        SendChatMessageDto: {
            /** @description Plain text, trimmed; shown as text, never as HTML */
            body: string;
        };
        MarkConversationReadDto: {
            /**
             * Format: uuid
             * @description The newest message the reader was shown: read up to and including it. Left out: up to now.
             */
            through?: string;
        };
        /** @enum {string} */
        SmsDirection: "in" | "out";
        /** @enum {string} */
        SmsStatus: "received" | "queued" | "sent" | "delivered" | "failed" | "undelivered" | "recorded";
        SmsMessage: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            customer_id: string | null;
            direction: components["schemas"]["SmsDirection"];
            /**
             * @description E.164 (as the provider sent it when it is no number)
             * @example +15125550134
             */
            from: string;
            /** @example +15125550100 */
            to: string;
            body: string;
            media_urls: string[];
            status: components["schemas"]["SmsStatus"];
            /** @description Why sending failed, in the provider’s words */
            error: string | null;
            /**
             * Format: uuid
             * @description The vendor’s user who replied; null for incoming texts and those the API sends on its own (the “on my way” text)
             */
            author_id: string | null;
            /** Format: date-time */
            created_at: string;
        };
        SmsThread: {
            /** @description Newest last */
            items: components["schemas"]["SmsMessage"][];
            /** @description Reads the page of older texts */
            next_cursor: string | null;
            /** @description The customer replied STOP: nothing goes out until it replies START */
            opted_out: boolean;
        };
        SendSmsRequest: {
            /** @example Your technician is on the way */
            body: string;
        };
        UnmatchedCandidate: {
            /** Format: uuid */
            customer_id: string;
            /** Format: uuid */
            vendor_id: string;
            /** @example Acme Appliance Repair */
            vendor_name: string;
            /** @example Jane Doe */
            customer_name: string;
            /**
             * @description The number of the customer that matched (its phone or a further one)
             * @example +15125550134
             */
            phone: string;
        };
        /** @enum {string} */
        UnmatchedResolution: "attached" | "customer_created" | "dismissed" | "blocked";
        UnmatchedSms: {
            /** Format: uuid */
            id: string;
            /** @example +15125550134 */
            from: string;
            /** @example +15125550100 */
            to: string;
            body: string;
            media_urls: string[];
            /** Format: date-time */
            received_at: string;
            /** @description Customers of any vendor with this number */
            candidates: components["schemas"]["UnmatchedCandidate"][];
            resolution: components["schemas"]["UnmatchedResolution"] | null;
            /** Format: uuid */
            resolved_by: string | null;
            resolved_by_name: string | null;
            /** Format: date-time */
            resolved_at: string | null;
            /** Format: uuid */
            customer_id: string | null;
            customer_name: string | null;
            vendor_name: string | null;
            reason: string | null;
        };
        UnmatchedSmsList: {
            items: components["schemas"]["UnmatchedSms"][];
            next_cursor: string | null;
        };
        AttachUnmatchedRequest: {
            /**
             * Format: uuid
             * @description An existing customer of any vendor
             */
            customer_id?: string;
            /** @description With customer_id: also record the sender's number as the customer's */
            add_number?: boolean;
            /**
             * Format: uuid
             * @description With name: create a customer of this vendor with the sender’s number
             */
            vendor_id?: string;
            /**
             * @description With vendor_id: the new customer’s name
             * @example Jane Doe
             */
            name?: string;
        };
        DismissUnmatchedRequest: {
            /** @description Also block the number: its next texts are never queued */
            block?: boolean;
            reason?: string | null;
        };
        /** @enum {string} */
        UserStatus: "active" | "inactive";
        AdminSummary: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string | null;
            full_name: string | null;
            status: components["schemas"]["UserStatus"];
            /** @description The invitee has not used the invitation link yet */
            invited: boolean;
            /** Format: date-time */
            last_sign_in_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        InviteAdminDto: {
            /** @example ops@fixflow.test */
            email: string;
            /** @example Dana Ops */
            full_name: string;
        };
        UserStatusDto: {
            /** @description inactive deactivates (its sessions end at once), active reactivates */
            status: components["schemas"]["UserStatus"];
        };
        ManagedUser: {
            /** Format: uuid */
            id: string;
            role: components["schemas"]["Role"] | null;
            name: string | null;
            /** Format: email */
            email: string | null;
            phone: string | null;
            /** Format: date-time */
            email_confirmed_at: string | null;
            status: components["schemas"]["UserStatus"];
            profile_status: string | null;
            /** @description A change waiting for its confirmation link */
            pending_email: string | null;
            /** @description A change waiting for its confirmation link */
            pending_phone: string | null;
            /** Format: date-time */
            last_sign_in_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ManagedUserList: {
            items: components["schemas"]["ManagedUser"][];
            next_cursor: string | null;
        };
        EndedSessions: {
            /** @description How many sessions were open and ended */
            ended: number;
        };
        EmailChangeDto: {
            /** @example new@acme.test */
            email: string;
        };
        PhoneChangeDto: {
            /**
             * @description E.164
             * @example +15551234567
             */
            phone: string;
        };
        FieldError: {
            /** @description The field's path, e.g. `keys.p256dh` */
            field: string;
            message: string;
        };
        /** @enum {string} */
        FieldErrorCode: "REQUIRED" | "BLANK" | "NOT_ALLOWED" | "NOT_TEXT" | "NOT_NUMBER" | "NOT_INTEGER" | "NOT_BOOLEAN" | "NOT_LIST" | "NOT_OBJECT" | "TOO_LONG" | "TOO_SHORT" | "TOO_SMALL" | "TOO_LARGE" | "TOO_MANY" | "INVALID_CHARACTERS" | "INVALID_EMAIL" | "INVALID_PHONE" | "INVALID_DATE" | "DATE_IN_PAST" | "DATE_IN_FUTURE" | "INVALID_TIME" | "INVALID_TIME_SLOT" | "INVALID_TIME_ZONE" | "INVALID_ID" | "UNKNOWN_APPLIANCE" | "INVALID_AMOUNT" | "INVALID_PERCENT" | "NOT_ONE_OF" | "INVALID";
        FieldProblem: {
            /** @description The field's path, e.g. `keys.p256dh` */
            field: string;
            code: components["schemas"]["FieldErrorCode"];
            /** @description The code's message in the caller's language, its limits filled in */
            message: string;
            /** @description TOO_LONG, TOO_LARGE, TOO_MANY: the most allowed */
            max?: number;
            /** @description TOO_SHORT, TOO_SMALL: the least allowed */
            min?: number;
            /** @description NOT_ONE_OF: the values allowed, comma-separated */
            allowed?: string;
        };
        /** @enum {string} */
        WeakPasswordReason: "length" | "characters" | "common";
        WeakPasswordReasonEntry: {
            code: components["schemas"]["WeakPasswordReason"];
            message: string;
        };
        OutsideHoursDetails: {
            /** @description The weekday asked, on the technician's clock (0 = Sunday) */
            weekday: number;
            /** @description Its working hours that weekday; empty: a day off */
            hours: components["schemas"]["WeeklyHoursEntry"][];
            /**
             * @description The IANA zone the hours are wall-clock times in
             * @example America/Chicago
             */
            timezone: string;
        };
        ApiError: {
            /** @example 404 */
            statusCode: number;
            code: components["schemas"]["ErrorCode"];
            /** @description The catalogue's message in the caller's language (Accept-Language) */
            message: string;
            /** @description VALIDATION_FAILED: the fields at fault, in the validator's English */
            errors?: components["schemas"]["FieldError"][];
            /** @description VALIDATION_FAILED: the same problems with a code each, in the caller's language */
            fields?: components["schemas"]["FieldProblem"][];
            /** @description WEAK_PASSWORD: why the password was refused */
            reasons?: components["schemas"]["WeakPasswordReasonEntry"][];
            /** @description SLOT_TAKEN: the technician's slot in the way */
            slot?: components["schemas"]["BusySlot"];
            /** @description OUTSIDE_WORKING_HOURS: the technician's hours on the day asked (none: a day off) */
            working_hours?: components["schemas"]["OutsideHoursDetails"];
            /**
             * Format: uuid
             * @description CUSTOMER_MERGED: the customer this one was merged into
             */
            merged_into?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_liveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
        };
    };
    HealthController_readiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Database up and migrated; Redis connected (with REDIS_URL) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
            /** @description Database down, migrations pending, or Redis not connected (with REDIS_URL) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessResponse"];
                };
            };
        };
    };
    AuthController_signup: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignupDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupResponse"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     EMAIL_OR_PHONE_REQUIRED: You must provide either an email or phone number and a password
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "EMAIL_OR_PHONE_REQUIRED";
                    };
                };
            };
            /** @description WEAK_PASSWORD: Password is too weak */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "WEAK_PASSWORD";
                    };
                };
            };
            /** @description TOO_MANY_ATTEMPTS: Too many attempts. Please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_ATTEMPTS";
                    };
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     EMAIL_OR_PHONE_REQUIRED: You must provide either an email or phone number and a password
             *
             *     INVALID_CREDENTIALS: Invalid login credentials
             *
             *     EMAIL_NOT_CONFIRMED: Email not confirmed
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "EMAIL_OR_PHONE_REQUIRED" | "INVALID_CREDENTIALS" | "EMAIL_NOT_CONFIRMED";
                    };
                };
            };
            /**
             * @description ACCOUNT_DEACTIVATED: This account has been deactivated. Please contact the administrator.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_DEACTIVATED" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TOO_MANY_ATTEMPTS: Too many attempts. Please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_ATTEMPTS";
                    };
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthSession"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /**
             * @description REFRESH_TOKEN_INVALID: Invalid Refresh Token
             *
             *     AUTH_SESSION_MISSING: Auth session missing!
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "REFRESH_TOKEN_INVALID" | "AUTH_SESSION_MISSING";
                    };
                };
            };
            /** @description ACCOUNT_DEACTIVATED: This account has been deactivated. Please contact the administrator. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ACCOUNT_DEACTIVATED";
                    };
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AuthController_recover: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoverDto"];
            };
        };
        responses: {
            /** @description {} */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empty"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description TOO_MANY_ATTEMPTS: Too many attempts. Please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_ATTEMPTS";
                    };
                };
            };
        };
    };
    AuthController_verify: {
        parameters: {
            query: {
                redirect_to?: unknown;
                type: "signup" | "recovery";
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: <site>#access_token=…&refresh_token=…&expires_in=…&type=… */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_updatePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthUser"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     CURRENT_PASSWORD_REQUIRED: Enter your current password to set a new one
             *
             *     CURRENT_PASSWORD_INVALID: The current password is not correct
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "CURRENT_PASSWORD_REQUIRED" | "CURRENT_PASSWORD_INVALID" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /**
             * @description WEAK_PASSWORD: Password is too weak
             *
             *     IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "WEAK_PASSWORD" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description TOO_MANY_ATTEMPTS: Too many attempts. Please wait a moment and try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TOO_MANY_ATTEMPTS";
                    };
                };
            };
            /** @description PASSWORD_UPDATE_FAILED: Failed to update password. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PASSWORD_UPDATE_FAILED";
                    };
                };
            };
        };
    };
    OidcController_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthProvidersView"];
                };
            };
        };
    };
    OidcController_start: {
        parameters: {
            query?: {
                redirect_to?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: the issuer's authorization endpoint; or, the issuer unreachable, <site>#error=access_denied&error_code=OIDC_SIGN_IN_FAILED */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description OIDC_NOT_CONFIGURED: Sign-in through a provider is not set up on this site */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "OIDC_NOT_CONFIGURED";
                    };
                };
            };
        };
    };
    OidcController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: <site>#access_token=…&refresh_token=…&expires_in=…&type=oidc, or #error=access_denied&error_code=OIDC_… */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MeController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /** @description PROFILE_NOT_FOUND: User profile not found in any table */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PROFILE_NOT_FOUND";
                    };
                };
            };
        };
    };
    MeController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfile"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /** @description PROFILE_NOT_FOUND: User profile not found in any table */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PROFILE_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description PROFILE_UPDATE_FAILED: Failed to update profile. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PROFILE_UPDATE_FAILED";
                    };
                };
            };
        };
    };
    VendorsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description Part of the company name, email or phone */
                search?: string;
                status?: "pending" | "active" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    VendorsController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorDetails"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
        };
    };
    VendorsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVendorDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorDetails"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    VendorSettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorSettings"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /** @description VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
        };
    };
    VendorSettingsController_put: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVendorSettingsRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorSettings"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /** @description VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    MetricsController_performance: {
        parameters: {
            query: {
                period_start: string;
                period_end: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformanceReport"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
        };
    };
    MetricsController_read: {
        parameters: {
            query: {
                period_start: string;
                period_end: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The row, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetrics"] | null;
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
        };
    };
    MetricsController_recalculate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecalculateMetricsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianMetrics"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    MetricsController_orders: {
        parameters: {
            query: {
                period_start: string;
                period_end: string;
                /** @description The figure whose orders to list */
                metric: components["schemas"]["MetricDrilldown"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MetricOrderList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
        };
    };
    TechniciansController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianSummary"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    TechniciansController_invite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddRosterTechnicianDto"];
            };
        };
        responses: {
            /** @description The invitation, status invited, showing the email typed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterInvitation"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /**
             * @description ALREADY_ON_ROSTER: The technician is already on your roster
             *
             *     INVITATION_DECLINED: The technician declined your invitation. You can invite again from {{date}}.
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ALREADY_ON_ROSTER" | "INVITATION_DECLINED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    TechniciansController_listInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterInvitation"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
        };
    };
    TechniciansController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianSummary"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
        };
    };
    TechniciansController_remove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Off the roster; an invitation still open is withdrawn with DELETE /technicians/invitations/{id} */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    TechniciansController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRosterTechnicianDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianSummary"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    TechniciansController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND: Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /**
             * @description INVITATION_ANSWERED: This invitation has already been answered
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_ANSWERED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    RosterInvitationsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description open invitations only */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianInvitation"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    RosterInvitationsController_accept: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status accepted (again on a second accept) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianInvitation"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND: Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /**
             * @description INVITATION_ANSWERED: This invitation has already been answered
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_ANSWERED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    RosterInvitationsController_decline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status declined (again on a second decline) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianInvitation"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND: Invitation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /**
             * @description INVITATION_ANSWERED: This invitation has already been answered
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVITATION_ANSWERED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description Who did it (a user id) */
                actor_id?: string;
                /** @description The kind of record: user, admin, technician, order, vendor, job, setting */
                target_type?: string;
                /** @description The record acted on */
                target_id?: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    AdminTechniciansController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description Part of the name, email, phone, city or state */
                search?: string;
                status?: "active" | "inactive";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnicianList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    AdminTechniciansController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnician"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
        };
    };
    AdminTechniciansController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTechnicianStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminTechnician"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OutboxController_list: {
        parameters: {
            query?: {
                /** @description Only mail to this address */
                to?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SystemSettingsController_vendorDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformVendorDefaults"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SystemSettingsController_updateVendorDefaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePlatformVendorDefaultsRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlatformVendorDefaults"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SystemSettingsController_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderStatus"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SystemSettingsController_jobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobsOverview"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SystemSettingsController_retry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobEntry"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /**
             * @description CONFLICT: The request conflicts with the current state
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONFLICT" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SystemSettingsController_cancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobEntry"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /**
             * @description CONFLICT: The request conflicts with the current state
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONFLICT" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SystemSettingsController_remotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteVersions"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SystemSettingsController_outbox: {
        parameters: {
            query?: {
                /** @description Only mail to this address */
                to?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaskedOutboxMessage"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    ResendConfirmationController_resend: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /**
             * @description CONFLICT: The request conflicts with the current state
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONFLICT" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_list: {
        parameters: {
            query?: {
                /** @description created (when booked), date (service date, then the window) or invoice (its number) */
                sort?: components["schemas"]["OrderListSort"];
                direction?: "asc" | "desc";
                status?: components["schemas"]["OrderStatus"];
                technician_id?: string;
                /** @description One vendor's orders (admins, All Orders); always within the caller's scope, so a vendor naming another vendor gets none */
                vendor_id?: string;
                /** @description service_date from (inclusive) */
                date_from?: string;
                /** @description service_date to (inclusive) */
                date_to?: string;
                /** @description Part of the customer name, phone, invoice number or address */
                search?: string;
                limit?: number;
                /** @description The next_cursor of the previous page, asked with the same sort and direction */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    OrdersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_LOGGED_IN_CREATE_ORDER: You must be logged in to create orders */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_LOGGED_IN_CREATE_ORDER";
                    };
                };
            };
            /** @description VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_createPersonal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePersonalOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description SLOT_TAKEN: The technician is already busy at that time
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SLOT_TAKEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_exportCsv: {
        parameters: {
            query?: {
                /** @description created (when booked), date (service date, then the window) or invoice (its number) */
                sort?: components["schemas"]["OrderListSort"];
                direction?: "asc" | "desc";
                status?: components["schemas"]["OrderStatus"];
                technician_id?: string;
                /** @description One vendor's orders (admins, All Orders); always within the caller's scope, so a vendor naming another vendor gets none */
                vendor_id?: string;
                /** @description service_date from (inclusive) */
                date_from?: string;
                /** @description service_date to (inclusive) */
                date_to?: string;
                /** @description Part of the customer name, phone, invoice number or address */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, a header row then one row per order; attachment orders-YYYY-MM-DD.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    OrdersController_bulkAction: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOrderResult"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
        };
    };
    OrdersController_details: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetails"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
        };
    };
    OrdersController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_EDITABLE: A closed or cancelled order cannot be edited
             *
             *     SLOT_TAKEN: The technician is already busy at that time
             *
             *     OUTSIDE_WORKING_HOURS: That time is outside the technician's working hours
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_EDITABLE" | "SLOT_TAKEN" | "OUTSIDE_WORKING_HOURS" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_assign: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description ORDER_NOT_FOUND: Order not found with identifier: {{id}}
             *
             *     TECHNICIAN_NOT_FOUND: Technician not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND" | "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description TECHNICIAN_INACTIVE: This technician is deactivated and cannot be assigned
             *
             *     TRANSITION_NOT_ALLOWED: This order cannot move from {{from}} to {{to}}
             *
             *     SLOT_TAKEN: The technician is already busy at that time
             *
             *     OUTSIDE_WORKING_HOURS: That time is outside the technician's working hours
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_INACTIVE" | "TRANSITION_NOT_ALLOWED" | "SLOT_TAKEN" | "OUTSIDE_WORKING_HOURS" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_decline: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description TRANSITION_NOT_ALLOWED: This order cannot move from {{from}} to {{to}}
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TRANSITION_NOT_ALLOWED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_transition: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransitionOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     REASON_REQUIRED: A reason is required to move an order to {{to}}
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "REASON_REQUIRED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description TRANSITION_NOT_ALLOWED: This order cannot move from {{from}} to {{to}}
             *
             *     SLOT_TAKEN: The technician is already busy at that time
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TRANSITION_NOT_ALLOWED" | "SLOT_TAKEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_rate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRatingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_CLOSED: Only a closed order can be rated
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_CLOSED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OrdersController_decideRecall: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecallDecisionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDetails"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description NOT_A_RECALL: This order does not repeat an earlier one
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_A_RECALL" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OffersController_publish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOfferRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_OFFERABLE: Only an unassigned order can be offered to technicians
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_OFFERABLE" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OffersController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description ORDER_NOT_FOUND: Order not found with identifier: {{id}}
             *
             *     OFFER_NOT_FOUND: Offer not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND" | "OFFER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description OFFER_TAKEN: This order has already been taken by another technician
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "OFFER_TAKEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    OffersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferList"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    OffersController_take: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offer"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description OFFER_NOT_FOUND: Offer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "OFFER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description OFFER_TAKEN: This order has already been taken by another technician
             *
             *     OFFER_WITHDRAWN: The vendor has withdrawn this offer
             *
             *     SLOT_TAKEN: The technician is already busy at that time
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "OFFER_TAKEN" | "OFFER_WITHDRAWN" | "SLOT_TAKEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    FinancialsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFinancials"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description ORDER_NOT_COMPLETED: This order has no completed job to calculate yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_COMPLETED";
                    };
                };
            };
        };
    };
    FinancialsController_calculate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFinancials"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_COMPLETED: This order has no completed job to calculate yet
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_COMPLETED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SettlementsController_list: {
        parameters: {
            query?: {
                status?: components["schemas"]["SettlementStatus"];
                technician_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    SettlementsController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementDetails"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SETTLEMENT_NOT_FOUND: Settlement not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FOUND";
                    };
                };
            };
        };
    };
    SettlementsController_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one row per line, then totals and payouts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SETTLEMENT_NOT_FOUND: Settlement not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FOUND";
                    };
                };
            };
        };
    };
    SettlementsController_finalize: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementDetails"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SETTLEMENT_NOT_FOUND: Settlement not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description SETTLEMENT_NOT_OPEN: This statement is finalized and can no longer change: add an adjustment to the next one
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_OPEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SettlementsController_payout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordPayoutRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementDetails"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SETTLEMENT_NOT_FOUND: Settlement not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description SETTLEMENT_NOT_FINALIZED: Finalize the statement before recording a payout
             *
             *     PAYOUT_TOO_LARGE: The payout is more than the {{outstanding}} still owed
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FINALIZED" | "PAYOUT_TOO_LARGE" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SettlementsController_adjust: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddAdjustmentRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettlementDetails"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SETTLEMENT_NOT_FOUND: Settlement not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_FOUND";
                    };
                };
            };
            /**
             * @description SETTLEMENT_NOT_OPEN: This statement is finalized and can no longer change: add an adjustment to the next one
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SETTLEMENT_NOT_OPEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PaymentsController_list: {
        parameters: {
            query?: {
                method?: components["schemas"]["PaymentMethod"];
                collected_by?: components["schemas"]["Collector"];
                /** @description recorded on or after this day, in the vendor’s time zone */
                from?: string;
                /** @description recorded on or before this day, in the vendor’s time zone */
                to?: string;
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    PaymentsController_csv: {
        parameters: {
            query?: {
                method?: components["schemas"]["PaymentMethod"];
                collected_by?: components["schemas"]["Collector"];
                /** @description recorded on or after this day, in the vendor’s time zone */
                from?: string;
                /** @description recorded on or before this day, in the vendor’s time zone */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV, one row per payment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    PaymentsController_paymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_COMPLETED: This order has no completed job to calculate yet
             *
             *     PAYMENTS_NOT_CONFIGURED: Online payments are not set up: record the payment by hand (cash, check or card terminal)
             *
             *     NOTHING_DUE: The customer owes nothing on this order
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_COMPLETED" | "PAYMENTS_NOT_CONFIGURED" | "NOTHING_DUE" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PaymentsController_stripeWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceived"];
                };
            };
            /**
             * @description WEBHOOK_SIGNATURE_INVALID: The webhook signature does not match
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "WEBHOOK_SIGNATURE_INVALID" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description PAYMENTS_NOT_CONFIGURED: Online payments are not set up: record the payment by hand (cash, check or card terminal)
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PAYMENTS_NOT_CONFIGURED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PaymentsController_invoice: {
        parameters: {
            query?: {
                /** @description a Checkout Session of this invoice: the answer says whether its payment is recorded yet */
                session_id?: string;
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicInvoice"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /** @description INVOICE_NOT_FOUND: Invoice not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "INVOICE_NOT_FOUND";
                    };
                };
            };
        };
    };
    PaymentsController_record: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordPaymentRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderFinancials"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description ORDER_NOT_COMPLETED: This order has no completed job to calculate yet
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_COMPLETED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    CustomersController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description Part of the name, phone (any of its phones), email or address */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    CustomersController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    CustomersController_duplicates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DuplicateList"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    CustomersController_details: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRecord"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description CUSTOMER_MERGED: This customer was merged into another one */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_MERGED";
                    };
                };
            };
        };
    };
    CustomersController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRecord"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description PHONE_IN_USE: Another customer already has this phone number
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "PHONE_IN_USE" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    CustomersController_merge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeCustomersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRecord"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description MERGE_SAME_CUSTOMER: A customer cannot be merged into itself
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "MERGE_SAME_CUSTOMER" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AppliancesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplianceList"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
        };
    };
    AppliancesController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApplianceRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appliance"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AppliancesController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateApplianceRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appliance"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description APPLIANCE_NOT_FOUND: Appliance not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "APPLIANCE_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AvailabilityController_setWeeklyHours: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WeeklyHoursDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianAvailability"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AvailabilityController_addTimeOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTimeOffDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeOffEntry"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description SLOT_TAKEN: The technician is already busy at that time
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SLOT_TAKEN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AvailabilityController_removeTimeOff: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AvailabilityController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TechnicianAvailability"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
        };
    };
    BusySlotsController_busySlots: {
        parameters: {
            query: {
                start: string;
                /** @description inclusive; defaults to start */
                end?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusySlot"][];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
        };
    };
    BoardController_read: {
        parameters: {
            query: {
                /** @description First day, yyyy-mm-dd */
                start: string;
                /** @description Last day (included), at most BOARD_MAX_DAYS days from start */
                end: string;
                /** @description Admins: one vendor's board (without it, every vendor's). Vendors: ignored */
                vendor_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleBoard"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description VENDOR_NOT_FOUND: Vendor not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VENDOR_NOT_FOUND";
                    };
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                type?: "sms_received" | "order_completed" | "metrics_update" | "order_declined" | "offer_taken" | "order_assigned" | "order_offered" | "order_changed" | "settlement_ready";
                /** @description true: unread only; false: read only */
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    NotificationsController_unreadCount: {
        parameters: {
            query?: {
                type?: "sms_received" | "order_completed" | "metrics_update" | "order_declined" | "offer_taken" | "order_assigned" | "order_offered" | "order_changed" | "settlement_ready";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    NotificationsController_readAll: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadAllResult"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    NotificationsController_markRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationItem"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description NOT_FOUND: Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PushController_publicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushPublicKey"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
        };
    };
    PushController_subscribe: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionSaved"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PushController_unsubscribe: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeletePushSubscriptionDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    PushController_notify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushNotifyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushNotifyResult"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description TECHNICIAN_NOT_FOUND: Technician not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "TECHNICIAN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    DashboardController_vendor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorDashboard"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
        };
    };
    DashboardController_admin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDashboard"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    ChatController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    ChatController_open: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenConversationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conversation"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND: Order not found with identifier: {{id}} */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ORDER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    ChatController_messages: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessagePage"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CONVERSATION_NOT_FOUND: Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
        };
    };
    ChatController_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendChatMessageDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessage"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CONVERSATION_NOT_FOUND: Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    ChatController_markRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkConversationReadDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CONVERSATION_NOT_FOUND: Conversation not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONVERSATION_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SmsController_incoming: {
        parameters: {
            query?: never;
            header: {
                "x-twilio-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @example SM0123456789abcdef0123456789abcdef */
                    MessageSid?: string;
                    /** @example +15125550134 */
                    From?: string;
                    /** @example +15125550100 */
                    To?: string;
                    Body?: string;
                    /** @example 0 */
                    NumMedia?: string;
                    MediaUrl0?: string;
                    /** @example delivered */
                    MessageStatus?: string;
                    ErrorCode?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Empty TwiML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description SMS_SIGNATURE_INVALID: The Twilio signature does not match */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_SIGNATURE_INVALID";
                    };
                };
            };
        };
    };
    SmsController_status: {
        parameters: {
            query?: never;
            header: {
                "x-twilio-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @example SM0123456789abcdef0123456789abcdef */
                    MessageSid?: string;
                    /** @example +15125550134 */
                    From?: string;
                    /** @example +15125550100 */
                    To?: string;
                    Body?: string;
                    /** @example 0 */
                    NumMedia?: string;
                    MediaUrl0?: string;
                    /** @example delivered */
                    MessageStatus?: string;
                    ErrorCode?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Empty TwiML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": string;
                };
            };
            /** @description SMS_SIGNATURE_INVALID: The Twilio signature does not match */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_SIGNATURE_INVALID";
                    };
                };
            };
        };
    };
    SmsController_thread: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsThread"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
        };
    };
    SmsController_send: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendSmsRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessage"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     VENDOR_NOT_ACTIVE: Your account is under moderation. Please wait for administrator activation.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "VENDOR_NOT_ACTIVE";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND: Customer not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description CUSTOMER_OPTED_OUT: This customer has opted out of texts (replied STOP)
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CUSTOMER_OPTED_OUT" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    SmsController_outbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SmsMessage"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    UnmatchedSmsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                status?: "open" | "resolved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnmatchedSmsList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    UnmatchedSmsController_attach: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachUnmatchedRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnmatchedSms"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description SMS_NOT_FOUND: Text not found
             *
             *     CUSTOMER_NOT_FOUND: Customer not found
             *
             *     VENDOR_NOT_FOUND: Vendor not found
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "VENDOR_NOT_FOUND";
                    };
                };
            };
            /**
             * @description SMS_ALREADY_RESOLVED: This text has already been resolved
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_ALREADY_RESOLVED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    UnmatchedSmsController_dismiss: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DismissUnmatchedRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnmatchedSms"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description SMS_NOT_FOUND: Text not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_NOT_FOUND";
                    };
                };
            };
            /**
             * @description SMS_ALREADY_RESOLVED: This text has already been resolved
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "SMS_ALREADY_RESOLVED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummary"][];
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    AdminsController_invite: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteAdminDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummary"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /**
             * @description USER_ALREADY_REGISTERED: User already registered
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_ALREADY_REGISTERED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminsController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSummary"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description ADMIN_NOT_FOUND: Administrator not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "ADMIN_NOT_FOUND";
                    };
                };
            };
            /**
             * @description CANNOT_CHANGE_OWN_STATUS: You cannot deactivate or reactivate your own account
             *
             *     LAST_ACTIVE_ADMIN: The last active administrator cannot be deactivated
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CANNOT_CHANGE_OWN_STATUS" | "LAST_ACTIVE_ADMIN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description The next_cursor of the previous page */
                cursor?: string;
                /** @description Part of the name, email or phone */
                search?: string;
                role?: "vendor" | "technician" | "admin";
                status?: components["schemas"]["UserStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedUserList"];
                };
            };
            /** @description VALIDATION_FAILED: The request is not valid */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
        };
    };
    AdminUsersController_update: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedUser"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description USER_NOT_FOUND: User not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description CANNOT_CHANGE_OWN_STATUS: You cannot deactivate or reactivate your own account
             *
             *     LAST_ACTIVE_ADMIN: The last active administrator cannot be deactivated
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CANNOT_CHANGE_OWN_STATUS" | "LAST_ACTIVE_ADMIN" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminUsersController_endSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description USER_NOT_FOUND: User not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminUsersController_passwordReset: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedUser"];
                };
            };
            /** @description IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description USER_NOT_FOUND: User not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description NO_CONFIRMED_EMAIL: The account has no confirmed email to send the confirmation to
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NO_CONFIRMED_EMAIL" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminUsersController_emailChange: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedUser"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description USER_NOT_FOUND: User not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description CONTACT_UNCHANGED: The new value is the same as the current one
             *
             *     USER_ALREADY_REGISTERED: User already registered
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONTACT_UNCHANGED" | "USER_ALREADY_REGISTERED" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    AdminUsersController_phoneChange: {
        parameters: {
            query?: never;
            header: {
                "accept-language": string;
                /** @description Any 8–128 of A–Z a–z 0–9 - _ (a UUID): the same key and request answer the first answer again (header Idempotent-Replayed: true), kept 7 days. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ManagedUser"];
                };
            };
            /**
             * @description VALIDATION_FAILED: The request is not valid
             *
             *     IDEMPOTENCY_KEY_INVALID: Idempotency-Key must be 8–128 letters, digits, dashes or underscores
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "IDEMPOTENCY_KEY_INVALID";
                    };
                };
            };
            /** @description NOT_AUTHENTICATED: Not authenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "NOT_AUTHENTICATED";
                    };
                };
            };
            /**
             * @description FORBIDDEN: You do not have permissions to view this page.
             *
             *     ACCOUNT_INACTIVE: Your account is inactive. Please contact the administrator.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "FORBIDDEN" | "ACCOUNT_INACTIVE";
                    };
                };
            };
            /** @description USER_NOT_FOUND: User not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "USER_NOT_FOUND";
                    };
                };
            };
            /**
             * @description CONTACT_UNCHANGED: The new value is the same as the current one
             *
             *     USER_ALREADY_REGISTERED: User already registered
             *
             *     NO_CONFIRMED_EMAIL: The account has no confirmed email to send the confirmation to
             *
             *     IDEMPOTENCY_KEY_IN_PROGRESS: This request is still being processed; try again in a moment
             *
             *     IDEMPOTENT_REQUEST_DONE: This request was already carried out; reload to see its result
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "CONTACT_UNCHANGED" | "USER_ALREADY_REGISTERED" | "NO_CONFIRMED_EMAIL" | "IDEMPOTENCY_KEY_IN_PROGRESS" | "IDEMPOTENT_REQUEST_DONE";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED: This Idempotency-Key was already used for a different request */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
        };
    };
    ContactConfirmController_confirm: {
        parameters: {
            query: {
                token: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: <site>#type=email_change|phone_change, or #error=… */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
