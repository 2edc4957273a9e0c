import type { BookingTexts } from './en.ts'

// Brazilian Portuguese, as everywhere on the site (README, Languages).
export const pt = {
  greeting: 'Olá, {name},',
  sign_off: 'Um abraço,\n{brand}',
  footer: '{brand} · Você recebe este e-mail por causa de uma reserva com {brand}.',
  reply_hint: 'Alguma dúvida? É só responder a este e-mail.',
  event_festival: 'Apresentação em festival',
  event_club: 'Apresentação em clube',
  event_private_event: 'Evento particular',
  event_corporate_event: 'Evento corporativo',
  label_event: 'Evento',
  label_date: 'Data',
  label_location: 'Cidade / local',
  label_set_times: 'Horário do set',
  label_fee: 'Cachê',
  label_deposit: 'Sinal',
  label_balance: 'Saldo',
  label_balance_due: 'Saldo a pagar até',
  label_valid_until: 'Oferta válida até',
  label_when: 'Quando',
  label_length: 'Duração',
  label_amount: 'Pago',
  label_genre: 'Gênero',
  label_organiser: 'Organizador',
  label_name: 'Nome',
  set_times_value: '{start}–{end} ({zone})',
  set_times_open: 'A combinar',
  deposit_value: '{amount} ({percent} %), na assinatura',
  hours_value: '{hours} h',
  when_value: '{when} ({zone})',
  offer_subject: 'Sua oferta: {event} em {date}',
  offer_preheader: 'Cachê de {fee}; um sinal de {deposit} confirma a data.',
  offer_intro:
    'Obrigado pelo seu pedido. Aqui está minha oferta para o seu evento. Leia, assine com seu nome completo e pague o sinal com cartão: assim a data fica confirmada.',
  offer_link: 'Abrir a oferta',
  offer_expiry: 'A oferta vale até {date}. A data só fica reservada quando o sinal chegar.',
  withdrawn_subject: 'Proposta retirada: {event} em {date}',
  withdrawn_preheader: 'A proposta para o seu evento não está mais aberta.',
  withdrawn_intro:
    'Retirei a minha proposta para o seu evento: o link não a abre mais e nada pode ser pago por ele. Se um sinal estava sendo pago naquele momento, ele é reembolsado integralmente de forma automática. Responda a este e-mail se quiser conversar sobre outra data ou outras condições.',
  confirmed_subject: 'Confirmado: {event} em {date}',
  confirmed_preheader: 'Sinal recebido. Seu contrato assinado está em anexo.',
  confirmed_intro:
    'Seu sinal de {deposit} chegou: a data é sua. O contrato assinado (PDF) e um evento de calendário estão em anexo.',
  confirmed_balance:
    'O saldo de {balance} vence em {date}. Antes disso, você recebe um lembrete com o link de pagamento.',
  confirmed_paid_in_full: 'O cachê está pago integralmente.',
  booking_link: 'Sua página de reserva',
  owner_confirmed_subject: 'Sinal pago: {name}, {event} em {date}',
  owner_confirmed_intro:
    '{name} assinou o contrato e pagou o sinal de {deposit}. A data agora está reservada na sua agenda. O contrato assinado e um evento de calendário estão em anexo.',
  inbox_link: 'Abrir na caixa de entrada',
  reminder_subject: 'Saldo a pagar até {date}: {event} em {event_date}',
  reminder_final_subject: 'Lembrete: saldo de {balance} para {event_date}',
  reminder_intro: 'Seu evento em {event_date} está chegando. O saldo de {balance} vence em {date}.',
  reminder_final_intro:
    'Faltam poucos dias para o seu evento e o saldo de {balance} ainda não chegou. Por favor, pague até {date}.',
  pay_balance: 'Pagar o saldo',
  balance_paid_subject: 'Pago integralmente: {event} em {date}',
  balance_paid_intro:
    'Obrigado, o saldo de {balance} chegou: o cachê está pago integralmente. Nos vemos em {date}!',
  owner_balance_paid_subject: 'Saldo pago: {name}, {date}',
  owner_balance_paid_intro:
    '{name} pagou o saldo de {balance}. O cachê de {fee} está pago integralmente.',
  owner_refund_subject: 'Pagamento reembolsado: {name}, {date}',
  owner_offer_refund_intro:
    '{name} pagou {amount} pela oferta de {date}, mas a oferta já tinha sido retirada ou vencido. Nada foi reservado e o pagamento está sendo reembolsado automaticamente (sessão do Stripe {session}).',
  owner_session_refund_intro:
    '{name} pagou {amount} por uma sessão em {date}, mas o horário já não estava livre. Nada foi reservado e o pagamento está sendo reembolsado automaticamente (sessão do Stripe {session}).',
  refund_subject: 'Seu pagamento de {amount} está sendo reembolsado',
  offer_refund_intro:
    'Seu pagamento de {amount} chegou depois que a oferta de {date} foi encerrada, então ele será reembolsado integralmente. Costuma aparecer na fatura em 5 a 10 dias. Se você ainda quiser a data, responda a este e-mail.',
  session_refund_intro:
    'Seu pagamento de {amount} chegou depois que o horário de {date} foi ocupado, então ele será reembolsado integralmente. Costuma aparecer na fatura em 5 a 10 dias. Fique à vontade para escolher outro horário.',
  session_subject: 'Sessão reservada: {date}',
  session_preheader: '{hours} h em {when}. Um evento de calendário está em anexo.',
  session_intro:
    'Sua sessão particular está reservada e paga ({amount}). Um evento de calendário está em anexo.',
  session_policy:
    'Você pode remarcar ou cancelar sem custo até {deadline}. Depois disso, uma sessão cancelada não é reembolsada.',
  session_manage: 'Remarcar ou cancelar',
  owner_session_subject: 'Sessão reservada: {name}, {date}',
  owner_session_intro: '{name} reservou e pagou uma sessão de {hours} h ({amount}).',
  session_cancelled_subject: 'Sessão cancelada: {date}',
  session_cancelled_refund:
    'Sua sessão de {date} foi cancelada. {amount} será reembolsado no seu cartão.',
  session_cancelled_no_refund:
    'Sua sessão de {date} foi cancelada. Faltavam menos de {hours} horas, então ela não é reembolsada.',
  owner_session_cancelled_subject: 'Sessão cancelada: {name}, {date}',
  owner_session_cancelled_intro: '{name} cancelou a sessão de {date}. Reembolsado: {amount}.',
  session_moved_subject: 'Sessão remarcada para {date}',
  session_moved_intro:
    'Sua sessão agora é em {when}. O evento de calendário atualizado está em anexo.',
  owner_session_moved_subject: 'Sessão remarcada: {name}, {date}',
  owner_session_moved_intro: '{name} remarcou a sessão de {from} para {when}.',
  ics_show_summary: '{brand}: {event}',
  ics_show_owner_summary: '{event}: {name}',
  ics_session_summary: 'Sessão particular com {brand}',
  ics_session_owner_summary: 'Sessão particular: {name}',
  contract_title: 'Contrato de apresentação',
  contract_band: 'CONTRATO DE APRESENTAÇÃO',
  contract_parties: 'Partes',
  contract_artist: 'Artista',
  contract_organiser: 'Organizador',
  contract_event: 'O evento',
  contract_details: 'Detalhes',
  contract_fees: 'Cronograma de pagamento',
  contract_travel: 'Viagem e rider',
  contract_travel_none:
    'Viagem, hospedagem e rider técnico são combinados à parte e não estão incluídos no cachê.',
  contract_terms: 'Condições',
  contract_signatures: 'Assinaturas',
  contract_signed_by_organiser:
    'Assinado eletronicamente por {name}, que aceitou estas condições, em {time} (UTC).',
  contract_signed_by_artist:
    'Contra-assinado por {brand}: o envio desta oferta em {time} (UTC) é a assinatura do artista.',
  contract_audit: 'Trilha de auditoria',
  audit_signer: 'Signatário',
  audit_signed_at: 'Assinado em (UTC)',
  audit_address: 'Endereço de rede',
  audit_sent_at: 'Oferta enviada em (UTC)',
  audit_document: 'SHA-256 do documento',
  audit_note:
    'O SHA-256 é calculado sobre o conteúdo deste contrato como a página da oferta o mostrava (partes, evento, pagamentos, viagem e condições). Qualquer mudança nesse conteúdo gera outro valor.',
} as const satisfies BookingTexts
