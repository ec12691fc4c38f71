"""A desktop notification service for the tests: owns org.freedesktop.Notifications on the bus at ADDRESS
and records every Notify call as one JSON line in RECORD (app name, replaces_id, summary, body, urgency,
the id it answered). `--hang` answers nothing (a service that hangs); `--fail` answers every call with an
error. Prints "ready" once it owns the name.

    python -m weathertui_testing.notification_server ADDRESS RECORD [--hang | --fail]
"""

import json
import sys

from jeepney import HeaderFields, MessageType, new_error, new_method_return
from jeepney.bus_messages import message_bus
from jeepney.io.blocking import open_dbus_connection

NAME = "org.freedesktop.Notifications"


def main(argv):
    address, record = argv[1], argv[2]
    hang, fail = "--hang" in argv, "--fail" in argv
    connection = open_dbus_connection(bus=address)
    reply = connection.send_and_get_reply(message_bus.RequestName(NAME))
    assert reply.body[0] == 1, "could not own %s: %r" % (NAME, reply.body)
    print("ready", flush=True)
    last_id = 0
    while True:
        message = connection.receive()
        if message.header.message_type != MessageType.method_call:
            continue
        member = message.header.fields.get(HeaderFields.member)
        if member == "GetServerInformation":
            connection.send(new_method_return(message, "ssss", ("test", "weathertui", "1", "1.2")))
            continue
        if member != "Notify":
            connection.send(new_error(message, "org.freedesktop.DBus.Error.UnknownMethod"))
            continue
        app, replaces, _icon, summary, body, _actions, hints, _timeout = message.body
        if hang:
            continue
        if fail:
            connection.send(new_error(message, "org.freedesktop.DBus.Error.Failed", "s", ("the test said no",)))
            continue
        given = replaces or last_id + 1
        last_id = max(last_id, given)
        urgency = hints.get("urgency", ("y", None))[1]
        with open(record, "a", encoding="utf-8") as out:
            out.write(json.dumps({"app": app, "replaces_id": replaces, "summary": summary, "body": body,
                                  "urgency": urgency, "id": given}) + "\n")
        connection.send(new_method_return(message, "u", (given,)))


if __name__ == "__main__":
    sys.exit(main(sys.argv))
