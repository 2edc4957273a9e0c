import type { SenderStrings } from './es.ts'

/** Portuguese (European, like the euro prices and date formats): what senders read. Keys as in es.ts. */
export const pt: SenderStrings = {
  greeting: 'Olá, {name}!',
  sign_off: 'Até breve,\n{brand}',
  reply_hint: 'Quer acrescentar alguma coisa? Basta responder a este e-mail.',
  footer:
    'Recebeu este e-mail porque este endereço foi indicado num formulário do site de {brand}. Se não reconhece este pedido, pode ignorar esta mensagem.',

  label_event_type: 'Tipo de evento',
  label_date: 'Data',
  label_location: 'Cidade / local',
  label_set_length: 'Duração do set',
  label_service: 'Serviço',
  label_genre: 'Género musical',
  label_hours: 'Horas',
  hours_value: '{hours} h',

  event_festival: 'Festival',
  event_club: 'Clube',
  event_private_event: 'Evento privado',
  event_corporate_event: 'Evento empresarial',

  service_production: 'Produção',
  service_mixing: 'Mistura',
  service_mastering: 'Masterização',
  service_mix_master: 'Mistura + masterização',
  service_private_session: 'Sessão privada',

  contact_subject: 'Obrigado pela sua mensagem',
  contact_preheader: 'A sua mensagem chegou e vou responder-lhe em breve.',
  contact_body:
    'Obrigado pelo contacto. A sua mensagem chegou e vou responder-lhe o mais depressa possível.',

  booking_subject: 'Pedido de booking recebido para o dia {date}',
  booking_preheader: 'Estimativa: {amount}, mais deslocação e despesas.',
  booking_body: 'Obrigado pelo seu pedido de booking. Aqui fica o resumo do que me enviou:',
  booking_estimate_heading: 'Estimativa',
  booking_estimate: '{amount} por um set de {hours} h, mais deslocação e despesas.',
  booking_rate_one: 'O valor é de {rate} por sessão de uma hora.',
  booking_rate_other: 'O valor é de {rate} por sessão de {block} horas.',
  booking_estimate_note:
    'É um preço indicativo e não uma reserva confirmada: vou verificar a minha disponibilidade e enviar-lhe um orçamento final.',
  booking_calendar:
    'O ficheiro de calendário em anexo marca a data como provisória até a confirmarmos.',
  booking_ics_summary: '{brand}: DJ set (provisório)',
  booking_ics_description:
    'Pedido de booking enviado a {brand}. Ainda não confirmado: o orçamento final segue por e-mail.',

  enquiry_subject: 'Pedido recebido: {service}',
  enquiry_preheader: 'O seu pedido chegou e vou responder-lhe com os próximos passos.',
  enquiry_body: 'Obrigado pelo seu pedido. Aqui fica o resumo do que me enviou:',
  enquiry_next:
    'Vou analisar o que me contou e respondo-lhe em breve com os próximos passos e um orçamento.',
  about_production:
    'Cada produção é diferente, por isso vou enviar-lhe uma proposta com a forma de trabalho, os prazos e o preço.',
  about_mixing_one: 'A mistura inclui {count} revisão.',
  about_mixing_other: 'A mistura inclui até {count} revisões.',
  about_mastering_one: 'A masterização inclui {count} revisão.',
  about_mastering_other: 'A masterização inclui até {count} revisões.',
  about_mix_master:
    'O pacote mistura + masterização tem entrega prioritária: recebe a faixa final num prazo de {min} a {max} dias.',
  about_private_session:
    'As sessões privadas custam {rate} por hora. Para {hours} h, o total é de {total}.',
}
