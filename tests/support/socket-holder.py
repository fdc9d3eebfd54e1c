# A stand-in for systemd's socket activation: holds a listening socket and runs the server with it
# as fd 3 (LISTEN_FDS=1, LISTEN_PID), again on each "start" line on standard input.
import os, socket, sys
node, main, port = sys.argv[1], sys.argv[2], int(sys.argv[3])
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', port))
s.listen(512)
for line in sys.stdin:
    if line.strip() != 'start':
        continue
    pid = os.fork()
    if pid == 0:
        os.dup2(s.fileno(), 3)
        os.set_inheritable(3, True)
        env = dict(os.environ, LISTEN_FDS='1', LISTEN_PID=str(os.getpid()))
        os.execve(node, [node, main], env)
    print(pid, flush=True)
