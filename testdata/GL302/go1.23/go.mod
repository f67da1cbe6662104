module example.com/gl302/go123

go 1.23
