/// Where the coordinator is in the event protocol, as the design describes it.
enum Phase {
  case idle, collecting, discarding
}
