module example.com/gl303

go 1.22
