import type { SenderTexts } from './es.ts'

/** Brazilian Portuguese, the variant the site's "pt" serves: what senders read. Keys as in es.ts. */
export const pt: SenderTexts = {
  greeting: 'Olá, {name}!',
  sign_off: 'Até breve,\n{brand}',
  reply_hint: 'Quer acrescentar alguma coisa? É só responder a este e-mail.',
  footer:
    'Você recebeu este e-mail porque este endereço foi informado em um formulário do site de {brand}. Se não reconhece este pedido, pode ignorar esta mensagem.',

  label_event_type: 'Tipo de evento',
  label_date: 'Data',
  label_location: 'Cidade / local',
  label_set_length: 'Duração do set',
  label_service: 'Serviço',
  label_genre: 'Gênero musical',
  label_hours: 'Horas',
  hours_value: '{hours} h',

  event_festival: 'Festival',
  event_club: 'Clube',
  event_private_event: 'Evento particular',
  event_corporate_event: 'Evento corporativo',

  service_production: 'Produção',
  service_mixing: 'Mixagem',
  service_mastering: 'Masterização',
  service_mix_master: 'Mixagem + masterização',
  service_private_session: 'Sessão particular',

  contact_subject: 'Obrigado pela sua mensagem',
  contact_preheader: 'Sua mensagem chegou e vou responder em breve.',
  contact_body:
    'Obrigado pelo contato. Sua mensagem chegou e vou responder o mais rápido possível.',

  booking_subject: 'Pedido de booking recebido para o dia {date}',
  booking_preheader: 'Estimativa: {amount}, mais deslocamento e despesas.',
  booking_body: 'Obrigado pelo seu pedido de booking. Aqui está o resumo do que você enviou:',
  booking_estimate_heading: 'Estimativa',
  booking_estimate: '{amount} por um set de {hours} h, mais deslocamento e despesas.',
  booking_rate_one: 'O valor é de {rate} por sessão de uma hora.',
  booking_rate_other: 'O valor é de {rate} por sessão de {block} horas.',
  booking_estimate_note:
    'É um preço indicativo, não uma reserva confirmada: vou verificar minha disponibilidade e enviar um orçamento final.',
  booking_calendar:
    'O arquivo de calendário em anexo marca a data como provisória até que a gente confirme.',
  booking_ics_summary: '{brand}: DJ set (provisório)',
  booking_ics_description:
    'Pedido de booking enviado para {brand}. Ainda não confirmado: o orçamento final vai por e-mail.',

  enquiry_subject: 'Pedido recebido: {service}',
  enquiry_preheader: 'Seu pedido chegou e vou responder com os próximos passos.',
  enquiry_body: 'Obrigado pelo seu pedido. Aqui está o resumo do que você enviou:',
  enquiry_next:
    'Vou analisar o que você contou e respondo em breve com os próximos passos e um orçamento.',
  about_production:
    'Cada produção é diferente, por isso vou enviar uma proposta com a forma de trabalho, os prazos e o preço.',
  about_mixing_one: 'A mixagem inclui {count} revisão.',
  about_mixing_other: 'A mixagem inclui até {count} revisões.',
  about_mastering_one: 'A masterização inclui {count} revisão.',
  about_mastering_other: 'A masterização inclui até {count} revisões.',
  about_mix_master:
    'O pacote mixagem + masterização tem entrega prioritária: você recebe a faixa final em {min} a {max} dias.',
  about_private_session:
    'As sessões particulares custam {rate} por hora. Para {hours} h, o total é de {total}.',
}
